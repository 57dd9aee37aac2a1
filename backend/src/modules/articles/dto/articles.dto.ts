import { ArticleListQuerySchema, ArticleListResponseSchema, ArticleSchema } from '@stacklens/contracts';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

/** Request and response DTOs of the articles endpoints, built from the contracts' schemas. */
export class ArticleListQueryDto extends createZodDto(ArticleListQuerySchema) {}
export class ArticleListResponseDto extends createZodDto(ArticleListResponseSchema) {}
export class ArticleDto extends createZodDto(ArticleSchema) {}
export class ArticleSlugParamsDto extends createZodDto(z.object({ slug: z.string().min(1).max(200) })) {}

/** Response DTOs whose component schemas the OpenAPI document takes from zod. */
export const ARTICLES_OPENAPI_DTOS = [ArticleListResponseDto, ArticleDto];
