import {
  CreateMonitorRequestSchema,
  ExportQuerySchema,
  MonitorListSchema,
  MonitorSchema,
  UpdateMonitorRequestSchema,
} from '@stacklens/contracts';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

/** DTOs of the monitors endpoints, built from the contracts' schemas (validation + OpenAPI). */
export class CreateMonitorRequestDto extends createZodDto(CreateMonitorRequestSchema) {}
export class UpdateMonitorRequestDto extends createZodDto(UpdateMonitorRequestSchema) {}
export class MonitorDto extends createZodDto(MonitorSchema) {}
export class MonitorListDto extends createZodDto(MonitorListSchema) {}
export class MonitorExportQueryDto extends createZodDto(ExportQuerySchema) {}
export class MonitorIdParamsDto extends createZodDto(
  z.object({ id: z.uuid({ message: 'The id must be a UUID.' }) }),
) {}

/** DTOs whose OpenAPI schemas come from zod (see common/openapi.ts). */
export const MONITORS_OPENAPI_DTOS = [
  CreateMonitorRequestDto,
  UpdateMonitorRequestDto,
  MonitorDto,
  MonitorListDto,
];
