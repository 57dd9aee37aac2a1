import {
  ScoreHistoryResponseSchema,
  SimilarRankedQuerySchema,
  SimilarRankedResponseSchema,
  TechnologyChangesQuerySchema,
  TechnologyChangesResponseSchema,
  TechnologyHistoryResponseSchema,
  WebsitePageQuerySchema,
  WebsitePageResponseSchema,
  WebsiteResultSchema,
} from '@stacklens/contracts';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

/** Request and response DTOs of the websites endpoints, built from the contracts' schemas (validation + OpenAPI). */
export class WebsiteResultDto extends createZodDto(WebsiteResultSchema) {}
export class ScoreHistoryResponseDto extends createZodDto(ScoreHistoryResponseSchema) {}
export class SimilarRankedQueryDto extends createZodDto(SimilarRankedQuerySchema) {}
export class SimilarRankedResponseDto extends createZodDto(SimilarRankedResponseSchema) {}
export class TechnologyHistoryResponseDto extends createZodDto(TechnologyHistoryResponseSchema) {}
export class WebsitePageQueryDto extends createZodDto(WebsitePageQuerySchema) {}
export class WebsitePageResponseDto extends createZodDto(WebsitePageResponseSchema) {}
export class TechnologyChangesQueryDto extends createZodDto(TechnologyChangesQuerySchema) {}
export class TechnologyChangesResponseDto extends createZodDto(TechnologyChangesResponseSchema) {}

export const WebsiteIdParamsSchema = z.object({ id: z.uuid({ message: 'The website id must be a UUID.' }) });
export class WebsiteIdParamsDto extends createZodDto(WebsiteIdParamsSchema) {}

export const WebsiteDomainParamsSchema = z.object({ domain: z.string().min(1).max(2048) });
export class WebsiteDomainParamsDto extends createZodDto(WebsiteDomainParamsSchema) {}

/** `?t=` is cache-busting (accepted, ignored); `?protocol=` is accepted (the client compares it with the result). */
export const WebsiteResultQuerySchema = z.object({
  t: z.string().optional(),
  protocol: z.enum(['http', 'https']).optional(),
});
export class WebsiteResultQueryDto extends createZodDto(WebsiteResultQuerySchema) {}

export const CacheBustingQuerySchema = z.object({ t: z.string().optional() });
export class CacheBustingQueryDto extends createZodDto(CacheBustingQuerySchema) {}

/** Body and response DTOs whose component schemas the OpenAPI document takes from zod (see common/openapi.ts). */
export const WEBSITES_OPENAPI_DTOS = [
  WebsiteResultDto,
  ScoreHistoryResponseDto,
  SimilarRankedResponseDto,
  TechnologyHistoryResponseDto,
  TechnologyChangesResponseDto,
  WebsitePageResponseDto,
];
