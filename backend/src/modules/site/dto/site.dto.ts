import { SiteInfoSchema } from '@stacklens/contracts';
import { createZodDto } from 'nestjs-zod';

/** `GET /api/v1/site`'s answer, from the contracts' schema. */
export class SiteInfoDto extends createZodDto(SiteInfoSchema) {}

/** Response DTOs whose component schemas the OpenAPI document takes from zod. */
export const SITE_OPENAPI_DTOS = [SiteInfoDto];
