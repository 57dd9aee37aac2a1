import { AccountExportSchema } from '@stacklens/contracts';
import { createZodDto } from 'nestjs-zod';

/** `GET /api/v2/user/export` answer (OpenAPI). */
export class AccountExportDto extends createZodDto(AccountExportSchema) {}

/** DTOs whose OpenAPI schemas come from zod (see common/openapi.ts). */
export const PRIVACY_OPENAPI_DTOS = [AccountExportDto] as const;
