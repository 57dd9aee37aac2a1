import {
  ApiKeyListSchema,
  ApiKeySchema,
  CreateApiKeyRequestSchema,
  CreatedApiKeySchema,
} from '@stacklens/contracts';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

/** DTOs of the API-key endpoints, built from the contracts' schemas (validation + OpenAPI). */
export class CreateApiKeyRequestDto extends createZodDto(CreateApiKeyRequestSchema) {}
export class ApiKeyDto extends createZodDto(ApiKeySchema) {}
export class CreatedApiKeyDto extends createZodDto(CreatedApiKeySchema) {}
export class ApiKeyListDto extends createZodDto(ApiKeyListSchema) {}
export class ApiKeyIdParamsDto extends createZodDto(
  z.object({ id: z.uuid({ message: 'The API key id must be a UUID.' }) }),
) {}

/** DTOs whose OpenAPI schemas come from zod (see common/openapi.ts). */
export const API_KEYS_OPENAPI_DTOS = [CreateApiKeyRequestDto, ApiKeyDto, CreatedApiKeyDto, ApiKeyListDto];
