import { PageViewRequestSchema } from '@stacklens/contracts';
import { createZodDto } from 'nestjs-zod';

/** The page-view beacon's body, built from the contracts' schema. */
export class PageViewRequestDto extends createZodDto(PageViewRequestSchema) {}

/** Body DTOs whose component schemas the OpenAPI document takes from zod. */
export const ANALYTICS_OPENAPI_DTOS = [PageViewRequestDto];
