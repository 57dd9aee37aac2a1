import {
  AnalyzeAcceptedSchema,
  AnalyzeRequestSchema,
  AnalyzeStatusSchema,
  BulkAnalyzeRequestSchema,
  BulkAnalyzeResponseSchema,
  BulkExportQuerySchema,
} from '@stacklens/contracts';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

/** Request and response DTOs of the analysis endpoints, built from the contracts' schemas (validation + OpenAPI). */
export class AnalyzeRequestDto extends createZodDto(AnalyzeRequestSchema) {}
export class AnalyzeAcceptedDto extends createZodDto(AnalyzeAcceptedSchema) {}
export class AnalyzeStatusDto extends createZodDto(AnalyzeStatusSchema) {}
export class BulkAnalyzeRequestDto extends createZodDto(BulkAnalyzeRequestSchema) {}
export class BulkAnalyzeResponseDto extends createZodDto(BulkAnalyzeResponseSchema) {}
export class BulkExportQueryDto extends createZodDto(BulkExportQuerySchema) {}

export const AnalysisIdParamsSchema = z.object({
  id: z.uuid({ message: 'The analysis id must be a UUID.' }),
});
export class AnalysisIdParamsDto extends createZodDto(AnalysisIdParamsSchema) {}

/** Body and response DTOs whose component schemas the OpenAPI document takes from zod (see common/openapi.ts). */
export const ANALYSIS_OPENAPI_DTOS = [
  AnalyzeRequestDto,
  AnalyzeAcceptedDto,
  AnalyzeStatusDto,
  BulkAnalyzeRequestDto,
  BulkAnalyzeResponseDto,
];
