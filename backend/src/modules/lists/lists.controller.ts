import { Controller, Get, Query, Req, Res, StreamableFile, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { ListWebsitesPage } from '@stacklens/contracts';
import type { Request, Response } from 'express';
import { pipeline, Transform, type Readable } from 'node:stream';
import type { AuthenticatedUser } from '../../common/identity/authenticated-user';
import { CurrentUser } from '../../common/identity/current-user';
import { SignedInGuard } from '../../common/identity/guards';
import { RequireScope } from '../../common/identity/scopes';
import { ProblemDetailsDto } from '../../common/problem-details.dto';
import { ListWebsitesPageDto, ListWebsitesQueryDto } from './dto/lists.dto';
import { ListsService } from './lists.service';

/**
 * The export format a request asks for: `format=` when given, else the Accept header (`text/csv` → csv,
 * `application/x-ndjson` or `application/jsonl` → jsonl, preferred over JSON by its q-value), else JSON.
 */
function formatOf(request: Request, format: 'json' | 'csv' | 'jsonl'): 'json' | 'csv' | 'jsonl' {
  if (typeof request.query.format === 'string') return format;
  const accepted = request.accepts([
    'application/json',
    'text/csv',
    'application/x-ndjson',
    'application/jsonl',
  ]);
  if (accepted === 'text/csv') return 'csv';
  if (accepted === 'application/x-ndjson' || accepted === 'application/jsonl') return 'jsonl';
  return 'json';
}

/**
 * `body` passed through, the response flushed once its first chunk is written: the compression middleware would
 * otherwise hold the first rows of an export until its buffer fills (time to first byte).
 */
function flushedAfterFirstChunk(body: Readable, response: Response): Readable {
  let flushed = false;
  const passThrough = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      callback(null, chunk);
      if (flushed) return;
      flushed = true;
      setImmediate(() => (response as Response & { flush?: () => void }).flush?.());
    },
  });
  return pipeline(body, passThrough, () => undefined);
}

/** Technology lists (issue 21): which websites run a technology, as pages or one streamed export. */
@ApiTags('lists')
@ApiBearerAuth('apiKey')
@Controller({ path: 'v2/lists' })
@UseGuards(SignedInGuard)
@ApiUnauthorizedResponse({ type: ProblemDetailsDto, description: 'sign-up-required' })
export class ListsController {
  constructor(private readonly lists: ListsService) {}

  @Get('websites')
  @RequireScope('lists:read')
  @ApiOperation({
    summary:
      "Websites whose latest result has a technology (or a category's), filtered by version (<3.5, >=1.4 <2, 1.x, or an exact version), last/first seen date; hidden (removed) websites never appear. JSON: a keyset page (pass nextCursor as cursor). format=csv|jsonl or Accept: text/csv / application/x-ndjson streams the whole list from the cursor on. Free plan: the first 10 rows and the total (no cursor, no export). Paid plans: rows delivered count against the monthly list allowance (Pay as you go 10,000, Pro 100,000 rows).",
  })
  @ApiProduces('application/json', 'text/csv', 'application/x-ndjson')
  @ApiOkResponse({ type: ListWebsitesPageDto })
  @ApiBadRequestResponse({ type: ProblemDetailsDto, description: 'validation-failed, invalid-cursor' })
  @ApiResponse({
    status: 402,
    type: ProblemDetailsDto,
    description: 'lists-paid-plan-required (an export or a further page on the free plan)',
  })
  @ApiForbiddenResponse({ type: ProblemDetailsDto, description: 'insufficient-scope' })
  @ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'technology-not-found, category-not-found' })
  @ApiResponse({
    status: 429,
    type: ProblemDetailsDto,
    description: 'list-allowance-exhausted (Retry-After until next month), rate-limited',
  })
  async websites(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ListWebsitesQueryDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ListWebsitesPage | StreamableFile> {
    const format = formatOf(request, query.format);
    response.setHeader('Cache-Control', 'private, no-store');
    response.vary('Accept');
    if (format === 'json') return this.lists.page(user, query);
    const exported = await this.lists.export(user, query, format);
    const name = `stacklens-${query.technology ?? query.category}-websites.${format}`;
    response.setHeader('X-Total-Count', String(exported.rows));
    // The client going away stops the database cursor (and gives back the rows not sent).
    response.on('close', () => exported.body.destroy());
    return new StreamableFile(flushedAfterFirstChunk(exported.body, response), {
      type: exported.contentType,
      disposition: `attachment; filename="${name}"`,
    });
  }
}
