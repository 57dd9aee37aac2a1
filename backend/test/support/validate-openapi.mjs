// Validates the OpenAPI document read from stdin with @apidevtools/swagger-parser (OpenAPI 3.0/3.1 schemas, every
// $ref resolved). Run as a child process: the parser is ESM-only and Jest runs the specs as CommonJS.
// Exit code 0 when valid; otherwise 1 with the validation errors on stderr.
import SwaggerParser from '@apidevtools/swagger-parser';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
try {
  await SwaggerParser.validate(JSON.parse(Buffer.concat(chunks).toString('utf8')));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
