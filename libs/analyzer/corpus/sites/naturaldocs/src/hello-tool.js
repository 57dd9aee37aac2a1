/*
   File: hello-tool.js
   Prints a greeting and the release notes of a small project.
*/

/*
   Constant: VERSION
   The release this library belongs to, "1.2.0".
*/
var VERSION = "1.2.0";

/*
   Function: greeting
   A greeting for name, or for the world.

   Parameters:
      name - who to greet (optional)

   Returns:
      The greeting, e.g. "Hello, Ann!".
*/
function greeting(name) {
  return "Hello, " + (name || "world") + "!";
}
