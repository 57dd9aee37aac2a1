import { ListWebsitesPageSchema, ListWebsitesQuerySchema } from '@stacklens/contracts';
import { createZodDto } from 'nestjs-zod';

/** Request and response DTOs of the lists endpoint, built from the contracts' schemas (validation + OpenAPI). */
export class ListWebsitesQueryDto extends createZodDto(ListWebsitesQuerySchema) {}
export class ListWebsitesPageDto extends createZodDto(ListWebsitesPageSchema) {}

/** Response DTOs whose component schemas the OpenAPI document takes from zod (see common/openapi.ts). */
export const LISTS_OPENAPI_DTOS = [ListWebsitesPageDto];
