import { BadRequestException } from '@nestjs/common';
import { ProblemCode } from '@stacklens/contracts';
import { createZodValidationPipe } from 'nestjs-zod';
import { ZodError } from 'zod';

/** A validation failure, carrying field errors (JSON path → message) for the problem-details filter. */
export class RequestValidationException extends BadRequestException {
  constructor(readonly errors: { path: string; message: string }[]) {
    super({ code: ProblemCode.ValidationFailed, detail: 'The request is not valid.', errors });
  }
}

/** Turns a zod error into field errors: `url`, `items.0.name`, or `(root)` for the whole value. */
export function zodFieldErrors(error: unknown): { path: string; message: string }[] {
  if (!(error instanceof ZodError)) return [{ path: '(root)', message: 'Invalid value.' }];
  return error.issues.map((issue) => ({
    path: issue.path.length ? issue.path.map(String).join('.') : '(root)',
    message: issue.message,
  }));
}

/**
 * Global validation pipe: bodies, queries and params typed with a nestjs-zod DTO (built from the contracts'
 * schemas) are parsed by that schema; failures become 400 problems with field errors.
 */
export const ZodValidationPipe = createZodValidationPipe({
  createValidationException: (error: unknown) => new RequestValidationException(zodFieldErrors(error)),
});
