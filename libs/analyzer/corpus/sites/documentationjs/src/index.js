/**
 * hello-tool: greetings for small programs.
 * @module hello-tool
 */

/**
 * Greets someone by name.
 * @param {string} name who to greet
 * @param {object} [options]
 * @param {boolean} [options.loud=false] shout the greeting
 * @returns {string} the greeting
 * @example
 * greet('Ada'); // 'Hello, Ada.'
 */
export function greet(name, options = {}) {
  const text = `Hello, ${name}.`;
  return options.loud ? text.toUpperCase() : text;
}

/**
 * A counter of greetings.
 */
export class Greeter {
  /** @param {string} prefix put before every greeting */
  constructor(prefix) {
    /** How many greetings were made. @type {number} */
    this.count = 0;
    this.prefix = prefix;
  }

  /**
   * Greets and counts.
   * @param {string} name who to greet
   * @returns {string} the prefixed greeting
   */
  greet(name) {
    this.count += 1;
    return `${this.prefix} ${greet(name)}`;
  }
}
