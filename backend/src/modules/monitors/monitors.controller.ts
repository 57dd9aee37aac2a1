import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Monitor, MonitorList } from '@stacklens/contracts';
import type { Response } from 'express';
import { streamExport, type ExportColumn } from '../../common/data-export';
import type { AuthenticatedUser } from '../../common/identity/authenticated-user';
import { CurrentUser } from '../../common/identity/current-user';
import { SignedInGuard, VerifiedEmailGuard } from '../../common/identity/guards';
import { RequireScope } from '../../common/identity/scopes';
import { ProblemDetailsDto } from '../../common/problem-details.dto';
import {
  CreateMonitorRequestDto,
  MonitorDto,
  MonitorIdParamsDto,
  MonitorExportQueryDto,
  MonitorListDto,
  UpdateMonitorRequestDto,
} from './dto/monitors.dto';
import { MonitorsService } from './monitors.service';

/** Columns of the monitors' CSV export. */
const MONITOR_EXPORT_COLUMNS: ExportColumn<Monitor>[] = [
  { header: 'monitor_id', value: (monitor) => monitor.id },
  { header: 'domain', value: (monitor) => monitor.domain },
  { header: 'url', value: (monitor) => monitor.url },
  { header: 'interval', value: (monitor) => monitor.interval },
  { header: 'created_at', value: (monitor) => monitor.createdAt },
  { header: 'next_run_at', value: (monitor) => monitor.nextRunAt },
  { header: 'last_run_at', value: (monitor) => monitor.lastRunAt },
  { header: 'last_analysis_id', value: (monitor) => monitor.lastAnalysisId },
  { header: 'last_error_code', value: (monitor) => monitor.lastError?.code },
  { header: 'last_error_detail', value: (monitor) => monitor.lastError?.detail },
  { header: 'last_changed_at', value: (monitor) => monitor.lastChangedAt },
  { header: 'paused_at', value: (monitor) => monitor.pausedAt },
];

/**
 * Monitored websites (`/api/v2/monitors`): session or API key (listing: websites:read; changes: analyses:write),
 * verified email.
 */
@ApiTags('monitors')
@ApiBearerAuth('apiKey')
@Controller({ path: 'v2/monitors' })
@UseGuards(SignedInGuard, VerifiedEmailGuard)
@ApiUnauthorizedResponse({ type: ProblemDetailsDto, description: 'sign-up-required' })
@ApiForbiddenResponse({ type: ProblemDetailsDto, description: 'email-not-verified, csrf-invalid' })
export class MonitorsController {
  constructor(private readonly monitors: MonitorsService) {}

  @Post()
  @RequireScope('analyses:write')
  @ApiOperation({
    summary:
      'Monitor a website: re-analysed daily or weekly (each run counts as an analysis); website.technologies.changed is sent when its stack changes',
  })
  @ApiCreatedResponse({ type: MonitorDto })
  @ApiBadRequestResponse({ type: ProblemDetailsDto, description: 'invalid-url, validation-failed' })
  @ApiConflictResponse({
    type: ProblemDetailsDto,
    description: 'monitor-exists, too-many-monitors (3 on the free plan, 100 on a paid plan)',
  })
  @ApiResponse({ status: 405, type: ProblemDetailsDto, description: 'subdomain-not-allowed' })
  create(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateMonitorRequestDto): Promise<Monitor> {
    return this.monitors.create(user, body);
  }

  @Get()
  @RequireScope('websites:read')
  @ApiOperation({ summary: "The user's monitored websites and the plan's limit" })
  @ApiOkResponse({ type: MonitorListDto })
  list(@CurrentUser() user: AuthenticatedUser): Promise<MonitorList> {
    return this.monitors.list(user);
  }

  @Get('export')
  @RequireScope('websites:read')
  @ApiOperation({
    summary: "Download the user's monitored websites as CSV (default) or JSON Lines (format=jsonl)",
  })
  @ApiProduces('text/csv', 'application/jsonl')
  @ApiOkResponse({
    description: "The monitors as an attachment (CSV cells that would start a formula are prefixed with ')",
  })
  async export(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: MonitorExportQueryDto,
    @Res() res: Response,
  ): Promise<void> {
    const { items } = await this.monitors.list(user);
    const day = new Date().toISOString().slice(0, 10);
    await streamExport(
      res,
      query.format,
      { filename: `stacklens-monitors-${day}`, columns: MONITOR_EXPORT_COLUMNS },
      toAsync(items),
    );
  }

  @Patch(':id')
  @RequireScope('analyses:write')
  @ApiOperation({ summary: "Change a monitor's interval" })
  @ApiOkResponse({ type: MonitorDto })
  @ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'monitor-not-found' })
  update(
    @CurrentUser() user: AuthenticatedUser,
    @Param() params: MonitorIdParamsDto,
    @Body() body: UpdateMonitorRequestDto,
  ): Promise<Monitor> {
    return this.monitors.update(user.id, params.id, body.interval);
  }

  @Delete(':id')
  @RequireScope('analyses:write')
  @HttpCode(204)
  @ApiOperation({ summary: 'Stop monitoring a website' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'monitor-not-found' })
  async remove(@CurrentUser() user: AuthenticatedUser, @Param() params: MonitorIdParamsDto): Promise<void> {
    await this.monitors.remove(user.id, params.id);
  }
}

/** The items of a bounded list (at most the plan's 100 monitors) as the async iterable an export reads. */
async function* toAsync<T>(items: T[]): AsyncGenerator<T> {
  yield* items;
}
