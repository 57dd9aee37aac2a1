import {
  AdminAnalysisListQuerySchema,
  AdminAnalysisPageSchema,
  AdminAnalysisSchema,
  AdminArticleCreateSchema,
  AdminArticleListQuerySchema,
  AdminArticlePageSchema,
  AdminArticleSchema,
  AdminArticleUpdateSchema,
  AdminAuditEntrySchema,
  AdminAuditListQuerySchema,
  AdminAuditPageSchema,
  AdminContactMessageListQuerySchema,
  AdminContactMessagePageSchema,
  AdminContactMessageSchema,
  AdminContactMessageUpdateSchema,
  AdminDashboardSchema,
  AdminDetectionReportListQuerySchema,
  AdminDetectionReportPageSchema,
  AdminDetectionReportSchema,
  AdminDetectionReportUpdateSchema,
  AdminIntegerParamsSchema,
  AdminRejectRemovalSchema,
  AdminRemovalRequestListQuerySchema,
  AdminRemovalRequestPageSchema,
  AdminRemovalRequestSchema,
  AdminTechnologyListQuerySchema,
  AdminTechnologyPageSchema,
  AdminTechnologySchema,
  AdminTechnologyUpdateSchema,
  AdminUserListQuerySchema,
  AdminUserPageSchema,
  AdminUserSchema,
  AdminUserUpdateSchema,
  AdminUuidParamsSchema,
} from '@stacklens/contracts';
import { createZodDto } from 'nestjs-zod';

/** DTOs of the admin API, built from the contracts' schemas (validation + OpenAPI). */
export class AdminUuidParamsDto extends createZodDto(AdminUuidParamsSchema) {}
export class AdminIntegerParamsDto extends createZodDto(AdminIntegerParamsSchema) {}

export class AdminRemovalRequestListQueryDto extends createZodDto(AdminRemovalRequestListQuerySchema) {}
export class AdminRemovalRequestDto extends createZodDto(AdminRemovalRequestSchema) {}
export class AdminRemovalRequestPageDto extends createZodDto(AdminRemovalRequestPageSchema) {}
export class AdminRejectRemovalDto extends createZodDto(AdminRejectRemovalSchema) {}

export class AdminArticleListQueryDto extends createZodDto(AdminArticleListQuerySchema) {}
export class AdminArticleDto extends createZodDto(AdminArticleSchema) {}
export class AdminArticlePageDto extends createZodDto(AdminArticlePageSchema) {}
export class AdminArticleCreateDto extends createZodDto(AdminArticleCreateSchema) {}
export class AdminArticleUpdateDto extends createZodDto(AdminArticleUpdateSchema) {}

export class AdminTechnologyListQueryDto extends createZodDto(AdminTechnologyListQuerySchema) {}
export class AdminTechnologyDto extends createZodDto(AdminTechnologySchema) {}
export class AdminTechnologyPageDto extends createZodDto(AdminTechnologyPageSchema) {}
export class AdminTechnologyUpdateDto extends createZodDto(AdminTechnologyUpdateSchema) {}

export class AdminUserListQueryDto extends createZodDto(AdminUserListQuerySchema) {}
export class AdminUserDto extends createZodDto(AdminUserSchema) {}
export class AdminUserPageDto extends createZodDto(AdminUserPageSchema) {}
export class AdminUserUpdateDto extends createZodDto(AdminUserUpdateSchema) {}

export class AdminAnalysisListQueryDto extends createZodDto(AdminAnalysisListQuerySchema) {}
export class AdminAnalysisDto extends createZodDto(AdminAnalysisSchema) {}
export class AdminAnalysisPageDto extends createZodDto(AdminAnalysisPageSchema) {}

export class AdminContactMessageListQueryDto extends createZodDto(AdminContactMessageListQuerySchema) {}
export class AdminContactMessageDto extends createZodDto(AdminContactMessageSchema) {}
export class AdminContactMessagePageDto extends createZodDto(AdminContactMessagePageSchema) {}
export class AdminContactMessageUpdateDto extends createZodDto(AdminContactMessageUpdateSchema) {}

export class AdminDetectionReportListQueryDto extends createZodDto(AdminDetectionReportListQuerySchema) {}
export class AdminDetectionReportDto extends createZodDto(AdminDetectionReportSchema) {}
export class AdminDetectionReportPageDto extends createZodDto(AdminDetectionReportPageSchema) {}
export class AdminDetectionReportUpdateDto extends createZodDto(AdminDetectionReportUpdateSchema) {}

export class AdminAuditListQueryDto extends createZodDto(AdminAuditListQuerySchema) {}
export class AdminAuditEntryDto extends createZodDto(AdminAuditEntrySchema) {}
export class AdminAuditPageDto extends createZodDto(AdminAuditPageSchema) {}

export class AdminDashboardDto extends createZodDto(AdminDashboardSchema) {}

/** Body and response DTOs whose component schemas the OpenAPI document takes from zod. */
export const ADMIN_OPENAPI_DTOS = [
  AdminRemovalRequestDto,
  AdminRemovalRequestPageDto,
  AdminRejectRemovalDto,
  AdminArticleDto,
  AdminArticlePageDto,
  AdminArticleCreateDto,
  AdminArticleUpdateDto,
  AdminTechnologyDto,
  AdminTechnologyPageDto,
  AdminTechnologyUpdateDto,
  AdminUserDto,
  AdminUserPageDto,
  AdminUserUpdateDto,
  AdminAnalysisDto,
  AdminAnalysisPageDto,
  AdminContactMessageDto,
  AdminContactMessagePageDto,
  AdminContactMessageUpdateDto,
  AdminDetectionReportDto,
  AdminDetectionReportPageDto,
  AdminDetectionReportUpdateDto,
  AdminAuditEntryDto,
  AdminAuditPageDto,
  AdminDashboardDto,
];
