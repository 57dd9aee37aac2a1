import {
  AwesomeTechnologiesInsightSchema,
  AwesomeWebsitesInsightSchema,
  InsightsQuerySchema,
  MostUsedTechnologiesInsightSchema,
  TopTechStacksInsightSchema,
} from '@stacklens/contracts';
import { createZodDto } from 'nestjs-zod';

/** Request and response DTOs of the insights endpoints, built from the contracts' schemas. */
export class InsightsQueryDto extends createZodDto(InsightsQuerySchema) {}
export class AwesomeWebsitesInsightDto extends createZodDto(AwesomeWebsitesInsightSchema) {}
export class TopTechStacksInsightDto extends createZodDto(TopTechStacksInsightSchema) {}
export class AwesomeTechnologiesInsightDto extends createZodDto(AwesomeTechnologiesInsightSchema) {}
export class MostUsedTechnologiesInsightDto extends createZodDto(MostUsedTechnologiesInsightSchema) {}

/** Response DTOs whose component schemas the OpenAPI document takes from zod. */
export const INSIGHTS_OPENAPI_DTOS = [
  AwesomeWebsitesInsightDto,
  TopTechStacksInsightDto,
  AwesomeTechnologiesInsightDto,
  MostUsedTechnologiesInsightDto,
];
