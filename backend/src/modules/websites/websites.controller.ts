import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  ScoreHistoryResponse,
  SimilarRankedResponse,
  TechnologyHistoryResponse,
  WebsitePageResponse,
  WebsiteResult,
} from '@stacklens/contracts';
import { ProblemDetailsDto } from '../../common/problem-details.dto';
import {
  CacheBustingQueryDto,
  ScoreHistoryResponseDto,
  SimilarRankedQueryDto,
  SimilarRankedResponseDto,
  TechnologyHistoryResponseDto,
  WebsiteDomainParamsDto,
  WebsiteIdParamsDto,
  WebsitePageQueryDto,
  WebsitePageResponseDto,
  WebsiteResultDto,
  WebsiteResultQueryDto,
} from './dto/websites.dto';
import { WebsitesService } from './websites.service';

/**
 * Public reads of analysis results (`/api/v1`), served from the shared response cache (`?t=` reads through it);
 * Express answers them with an `ETag` and 304 to a matching `If-None-Match`.
 */
@ApiTags('websites')
@Controller({ path: 'v1/websites' })
export class WebsitesController {
  constructor(private readonly websites: WebsitesService) {}

  @Get('similar-ranked/index')
  @ApiOperation({ summary: 'Websites ranked closest to a score (default limit 5)' })
  @ApiOkResponse({ type: SimilarRankedResponseDto })
  similarRanked(@Query() query: SimilarRankedQueryDto): Promise<SimilarRankedResponse> {
    return this.websites.cached.similarRanked(query);
  }

  @Get(':id/scores')
  @ApiOperation({ summary: 'Score history of a website, newest first' })
  @ApiOkResponse({ type: ScoreHistoryResponseDto })
  @ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'website-not-found' })
  scores(
    @Param() params: WebsiteIdParamsDto,
    @Query() query: CacheBustingQueryDto,
  ): Promise<ScoreHistoryResponse> {
    return this.websites.cached.getScores(params.id, query.t !== undefined);
  }

  @Get(':id/technology-history')
  @ApiOperation({
    summary:
      'Technology history of a website: when each technology was first detected and when it stopped being detected, newest change first',
  })
  @ApiOkResponse({ type: TechnologyHistoryResponseDto })
  @ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'website-not-found' })
  technologyHistory(
    @Param() params: WebsiteIdParamsDto,
    @Query() query: CacheBustingQueryDto,
  ): Promise<TechnologyHistoryResponse> {
    return this.websites.cached.getTechnologyHistory(params.id, query.t !== undefined);
  }

  @Get(':domain/page')
  @ApiOperation({
    summary:
      "A result page's data in one answer: the latest result by domain, its score history and the websites ranked near its score (`limit` of them, default 5)",
  })
  @ApiOkResponse({ type: WebsitePageResponseDto })
  @ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'website-not-found' })
  page(
    @Param() params: WebsiteDomainParamsDto,
    @Query() query: WebsitePageQueryDto,
  ): Promise<WebsitePageResponse> {
    return this.websites.cached.getPage(params.domain, query.limit);
  }

  @Get(':domain')
  @ApiOperation({ summary: 'Latest analysis result of a website, by domain' })
  @ApiOkResponse({ type: WebsiteResultDto })
  @ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'website-not-found' })
  byDomain(
    @Param() params: WebsiteDomainParamsDto,
    @Query() query: WebsiteResultQueryDto,
  ): Promise<WebsiteResult> {
    return this.websites.cached.getByDomain(params.domain, query.t !== undefined);
  }
}
