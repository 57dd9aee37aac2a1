import { ProblemDetailsSchema } from '@stacklens/contracts';
import { createZodDto } from 'nestjs-zod';

/** RFC 9457 problem details (every error response), for OpenAPI `@Api…Response({ type })` declarations. */
export class ProblemDetailsDto extends createZodDto(ProblemDetailsSchema) {}
