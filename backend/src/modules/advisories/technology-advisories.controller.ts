import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TechnologyAdvisoriesResponse } from '@stacklens/contracts';
import { ProblemDetailsDto } from '../../common/problem-details.dto';
import {
  TechnologyAdvisoriesParamsDto,
  TechnologyAdvisoriesQueryDto,
  TechnologyAdvisoriesResponseDto,
} from './dto/advisories.dto';
import { TechnologyAdvisoriesService } from './technology-advisories.service';

/** Known vulnerabilities per technology, public (`/api/v1/advisories`): what the technology pages show. */
@ApiTags('technologies')
@Controller({ path: 'v1/advisories' })
export class TechnologyAdvisoriesController {
  constructor(private readonly technologyAdvisories: TechnologyAdvisoriesService) {}

  @Get('technologies/:slug')
  @ApiOperation({
    summary:
      'Known vulnerabilities of a technology: its advisories with affected version ranges and fixed versions, newest ' +
      'first, paginated (`version`: only those affecting that version), and the versions seen on public websites ' +
      'with the advisories affecting each; from the advisory snapshot analyses use, with its date and credited sources',
  })
  @ApiOkResponse({ type: TechnologyAdvisoriesResponseDto })
  @ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'technology-not-found' })
  list(
    @Param() params: TechnologyAdvisoriesParamsDto,
    @Query() query: TechnologyAdvisoriesQueryDto,
  ): Promise<TechnologyAdvisoriesResponse> {
    return this.technologyAdvisories.list(params.slug, query);
  }
}
