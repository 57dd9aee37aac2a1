import type { OpenAPIObject } from '@nestjs/swagger';
import { z } from 'zod';

/** A nestjs-zod DTO class (what `createZodDto` returns). */
export interface ZodDtoClass {
  name: string;
  schema: unknown;
}

/**
 * Replaces the component schemas of zod DTOs with zod's own OpenAPI 3.0 rendering. nestjs-zod hands
 * `type: ['string', 'null']` to @nestjs/swagger, which turns nullable strings into arrays; zod's
 * `openapi-3.0` target renders them as `nullable: true`.
 */
export function applyZodSchemas(document: OpenAPIObject, dtos: readonly ZodDtoClass[]): OpenAPIObject {
  const schemas = document.components?.schemas ?? {};
  for (const dto of dtos) {
    if (!(dto.name in schemas)) continue;
    const rendered = z.toJSONSchema(dto.schema as z.ZodType, {
      target: 'openapi-3.0',
      io: 'output',
      unrepresentable: 'any',
    });
    // Responses may grow fields (and problems carry extension members): do not forbid additional properties.
    const {
      $schema: _schema,
      additionalProperties: _additional,
      ...schema
    } = rendered as Record<string, unknown>;
    schemas[dto.name] = schema;
  }
  return document;
}
