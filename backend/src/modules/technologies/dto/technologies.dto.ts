import {
  CategoryListResponseSchema,
  TechnologyDetailSchema,
  TechnologyListQuerySchema,
  TechnologyListResponseSchema,
} from '@stacklens/contracts';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

/** Request and response DTOs of the catalogue endpoints, built from the contracts' schemas. */
export class CategoryListResponseDto extends createZodDto(CategoryListResponseSchema) {}
export class TechnologyListQueryDto extends createZodDto(TechnologyListQuerySchema) {}
export class TechnologyListResponseDto extends createZodDto(TechnologyListResponseSchema) {}
export class TechnologyDetailDto extends createZodDto(TechnologyDetailSchema) {}

const slug = z.string().min(1).max(200);
export class TechnologySlugParamsDto extends createZodDto(z.object({ slug })) {}
export class CategoryTechnologyParamsDto extends createZodDto(z.object({ category: slug, slug })) {}

/** Response DTOs whose component schemas the OpenAPI document takes from zod. */
export const TECHNOLOGIES_OPENAPI_DTOS = [
  CategoryListResponseDto,
  TechnologyListResponseDto,
  TechnologyDetailDto,
];
