import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { bulkExportIds } from '@stacklens/contracts';
import type { Response } from 'express';
import { streamExport } from '../../common/data-export';
import { SignedInGuard } from '../../common/identity/guards';
import { RequireScope } from '../../common/identity/scopes';
import { ProblemDetailsDto } from '../../common/problem-details.dto';
import { BULK_EXPORT_COLUMNS, BulkExportService } from './bulk-export.service';
import { BulkExportQueryDto } from './dto/analysis.dto';

/** Downloading a bulk analysis's results (`GET /api/v2/websites/analyze/bulk/export`): session or API key. */
@ApiTags('analysis')
@ApiBearerAuth('apiKey')
@Controller({ path: 'v2/websites/analyze/bulk' })
@UseGuards(SignedInGuard)
export class BulkExportController {
  constructor(private readonly exports: BulkExportService) {}

  @Get('export')
  @RequireScope('websites:read')
  @ApiOperation({
    summary:
      'Download the results of a bulk request: ids = the analysis ids it answered (comma-separated, at most 100), as CSV (default) or JSON Lines (format=jsonl), one record per analysis in the order given',
  })
  @ApiProduces('text/csv', 'application/jsonl')
  @ApiOkResponse({
    description:
      "Status, score, band and technologies per analysis (CSV cells that would start a formula are prefixed with ')",
  })
  @ApiBadRequestResponse({ type: ProblemDetailsDto, description: 'validation-failed (ids, format)' })
  @ApiUnauthorizedResponse({ type: ProblemDetailsDto, description: 'sign-up-required' })
  async export(@Query() query: BulkExportQueryDto, @Res() res: Response): Promise<void> {
    const day = new Date().toISOString().slice(0, 10);
    await streamExport(
      res,
      query.format,
      { filename: `stacklens-bulk-${day}`, columns: BULK_EXPORT_COLUMNS },
      this.exports.records(bulkExportIds(query)),
    );
  }
}
