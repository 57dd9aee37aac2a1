import {
  LighthouseLatestQuerySchema,
  LighthouseReportQuerySchema,
  LighthouseRunSchema,
} from '@stacklens/contracts';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

/** DTOs of the Lighthouse endpoints, built from the contracts' schemas (validation + OpenAPI). */
export class LighthouseReportQueryDto extends createZodDto(LighthouseReportQuerySchema) {}
export class LighthouseLatestQueryDto extends createZodDto(LighthouseLatestQuerySchema) {}
export class LighthouseRunDto extends createZodDto(LighthouseRunSchema) {}
export class LighthouseRunIdParamsDto extends createZodDto(
  z.object({ id: z.uuid({ message: 'The id must be a UUID.' }) }),
) {}

/** DTOs whose OpenAPI schemas come from zod (see common/openapi.ts). */
export const LIGHTHOUSE_OPENAPI_DTOS = [LighthouseRunDto];
