import {
  AcknowledgementSchema,
  ConfirmEmailChangeRequestSchema,
  ExportQuerySchema,
  HistoryPageSchema,
  SessionListSchema,
  SignOutEverywhereResponseSchema,
  PageQuerySchema,
  UpdateUserRequestSchema,
  UserSchema,
} from '@stacklens/contracts';
import { createZodDto } from 'nestjs-zod';

export class UserDto extends createZodDto(UserSchema) {}
export class UpdateUserRequestDto extends createZodDto(UpdateUserRequestSchema) {}
export class HistoryPageDto extends createZodDto(HistoryPageSchema) {}
export class HistoryQueryDto extends createZodDto(PageQuerySchema) {}
export class ExportQueryDto extends createZodDto(ExportQuerySchema) {}
export class ConfirmEmailChangeRequestDto extends createZodDto(ConfirmEmailChangeRequestSchema) {}
export class EmailChangeAcknowledgementDto extends createZodDto(AcknowledgementSchema) {}
export class SessionListDto extends createZodDto(SessionListSchema) {}
export class SignOutEverywhereResponseDto extends createZodDto(SignOutEverywhereResponseSchema) {}

/** DTOs whose OpenAPI schemas come from zod (see common/openapi.ts). */
export const USERS_OPENAPI_DTOS = [
  UserDto,
  UpdateUserRequestDto,
  HistoryPageDto,
  ConfirmEmailChangeRequestDto,
  EmailChangeAcknowledgementDto,
  SessionListDto,
  SignOutEverywhereResponseDto,
] as const;
