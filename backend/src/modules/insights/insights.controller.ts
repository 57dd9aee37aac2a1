import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  AwesomeTechnologiesInsight,
  AwesomeWebsitesInsight,
  MostUsedTechnologiesInsight,
  TopTechStacksInsight,
} from '@stacklens/contracts';
import { ProblemDetailsDto } from '../../common/problem-details.dto';
import {
  AwesomeTechnologiesInsightDto,
  AwesomeWebsitesInsightDto,
  InsightsQueryDto,
  MostUsedTechnologiesInsightDto,
  TopTechStacksInsightDto,
} from './dto/insights.dto';
import { InsightsService } from './insights.service';

const NUM_OF_DAYS = 'validation-failed: numOfDays is not one of 7, 30, 90, 365';

/** The four insight pages (`/api/v1/insights`, `?numOfDays=7|30|90|365`, default 30; cached). */
@ApiTags('insights')
@Controller({ path: 'v1/insights' })
export class InsightsController {
  constructor(private readonly insights: InsightsService) {}

  @Get('websites/awesome')
  @ApiOperation({ summary: 'Top 10 websites analysed in the window, by Awesomeness Score' })
  @ApiOkResponse({ type: AwesomeWebsitesInsightDto })
  @ApiBadRequestResponse({ type: ProblemDetailsDto, description: NUM_OF_DAYS })
  awesomeWebsites(@Query() query: InsightsQueryDto): Promise<AwesomeWebsitesInsight> {
    return this.insights.awesomeWebsites(query.numOfDays);
  }

  @Get('websites/top-tech-stack')
  @ApiOperation({ summary: 'Top 10 tech stacks: most complete, then highest average score' })
  @ApiOkResponse({ type: TopTechStacksInsightDto })
  @ApiBadRequestResponse({ type: ProblemDetailsDto, description: NUM_OF_DAYS })
  topTechStacks(@Query() query: InsightsQueryDto): Promise<TopTechStacksInsight> {
    return this.insights.topTechStacks(query.numOfDays);
  }

  @Get('technologies/awesome')
  @ApiOperation({
    summary: 'Top 10 technologies by the average score of their websites (minimum 3 websites)',
  })
  @ApiOkResponse({ type: AwesomeTechnologiesInsightDto })
  @ApiBadRequestResponse({ type: ProblemDetailsDto, description: NUM_OF_DAYS })
  awesomeTechnologies(@Query() query: InsightsQueryDto): Promise<AwesomeTechnologiesInsight> {
    return this.insights.awesomeTechnologies(query.numOfDays);
  }

  @Get('technologies/most-used')
  @ApiOperation({ summary: 'Top 10 technologies by the number of websites analysed in the window' })
  @ApiOkResponse({ type: MostUsedTechnologiesInsightDto })
  @ApiBadRequestResponse({ type: ProblemDetailsDto, description: NUM_OF_DAYS })
  mostUsedTechnologies(@Query() query: InsightsQueryDto): Promise<MostUsedTechnologiesInsight> {
    return this.insights.mostUsedTechnologies(query.numOfDays);
  }
}
