import { DetectionReportRequestSchema, DetectionReportResponseSchema } from '@stacklens/contracts';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

/** `{domain}` of `POST /api/v2/websites/{domain}/feedback`. */
export const FeedbackDomainParamsSchema = z.object({ domain: z.string().min(1).max(2048) });
export class FeedbackDomainParamsDto extends createZodDto(FeedbackDomainParamsSchema) {}

/** Request and response DTOs of the feedback endpoint, built from the contracts' schemas. */
export class DetectionReportRequestDto extends createZodDto(DetectionReportRequestSchema) {}
export class DetectionReportResponseDto extends createZodDto(DetectionReportResponseSchema) {}

/** Body and response DTOs whose component schemas the OpenAPI document takes from zod. */
export const FEEDBACK_OPENAPI_DTOS = [DetectionReportRequestDto, DetectionReportResponseDto];
