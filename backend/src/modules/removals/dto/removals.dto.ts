import { RemovalRequestResponseSchema, RemovalRequestSchema } from '@stacklens/contracts';
import { createZodDto } from 'nestjs-zod';

/** Request and response DTOs of the removal endpoint, built from the contracts' schemas. */
export class RemovalRequestDto extends createZodDto(RemovalRequestSchema) {}
export class RemovalRequestResponseDto extends createZodDto(RemovalRequestResponseSchema) {}

/** Body and response DTOs whose component schemas the OpenAPI document takes from zod. */
export const REMOVALS_OPENAPI_DTOS = [RemovalRequestDto, RemovalRequestResponseDto];
