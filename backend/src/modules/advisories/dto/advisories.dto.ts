import { TechnologyAdvisoriesQuerySchema, TechnologyAdvisoriesResponseSchema } from '@stacklens/contracts';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

/** Request and response DTOs of the public advisory endpoints, built from the contracts' schemas. */
export class TechnologyAdvisoriesQueryDto extends createZodDto(TechnologyAdvisoriesQuerySchema) {}
export class TechnologyAdvisoriesResponseDto extends createZodDto(TechnologyAdvisoriesResponseSchema) {}
export class TechnologyAdvisoriesParamsDto extends createZodDto(
  z.object({ slug: z.string().min(1).max(200) }),
) {}

/** Response DTOs whose component schemas the OpenAPI document takes from zod. */
export const ADVISORIES_OPENAPI_DTOS = [TechnologyAdvisoriesResponseDto];
