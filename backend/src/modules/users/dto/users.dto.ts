import {
  HistoryPageSchema,
  PageQuerySchema,
  UpdateUserRequestSchema,
  UserSchema,
} from '@stacklens/contracts';
import { createZodDto } from 'nestjs-zod';

export class UserDto extends createZodDto(UserSchema) {}
export class UpdateUserRequestDto extends createZodDto(UpdateUserRequestSchema) {}
export class HistoryPageDto extends createZodDto(HistoryPageSchema) {}
export class HistoryQueryDto extends createZodDto(PageQuerySchema) {}

/** DTOs whose OpenAPI schemas come from zod (see common/openapi.ts). */
export const USERS_OPENAPI_DTOS = [UserDto, UpdateUserRequestDto, HistoryPageDto] as const;
