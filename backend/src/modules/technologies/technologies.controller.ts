import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { CategoryListResponse, TechnologyDetail, TechnologyListResponse } from '@stacklens/contracts';
import { ProblemDetailsDto } from '../../common/problem-details.dto';
import { TechnologiesService } from './technologies.service';
import {
  CategoryListResponseDto,
  CategoryTechnologyParamsDto,
  TechnologyDetailDto,
  TechnologyListQueryDto,
  TechnologyListResponseDto,
  TechnologySlugParamsDto,
} from './dto/technologies.dto';

/** The public technology catalogue (`/api/v1/technologies`). */
@ApiTags('technologies')
@Controller({ path: 'v1/technologies' })
export class TechnologiesController {
  constructor(private readonly technologies: TechnologiesService) {}

  @Get()
  @ApiOperation({
    summary: 'Technologies: search (name, contains/prefix, case-insensitive), category, paginated',
  })
  @ApiOkResponse({ type: TechnologyListResponseDto })
  list(@Query() query: TechnologyListQueryDto): Promise<TechnologyListResponse> {
    return this.technologies.list(query);
  }

  @Get('categories')
  @ApiOperation({ summary: 'Every category with its number of technologies' })
  @ApiOkResponse({ type: CategoryListResponseDto })
  categories(): Promise<CategoryListResponse> {
    return this.technologies.categories();
  }

  @Get(':slug/icon.svg')
  @Header('Content-Type', 'image/svg+xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=86400')
  @Header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
  @ApiOperation({ summary: 'Icon of a technology: its simple-icons brand logo, or a generated monogram' })
  @ApiProduces('image/svg+xml')
  @ApiOkResponse({ description: 'SVG document', schema: { type: 'string' } })
  @ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'technology-not-found' })
  icon(@Param() params: TechnologySlugParamsDto): Promise<string> {
    return this.technologies.iconSvg(params.slug);
  }

  @Get(':slug')
  @ApiOperation({ summary: 'A technology page: versions seen, websites using it, latest version' })
  @ApiOkResponse({ type: TechnologyDetailDto })
  @ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'technology-not-found' })
  detail(@Param() params: TechnologySlugParamsDto): Promise<TechnologyDetail> {
    return this.technologies.detail(params.slug);
  }

  @Get(':category/:slug')
  @ApiOperation({ summary: 'A technology page within a category (404 when it is not in that category)' })
  @ApiOkResponse({ type: TechnologyDetailDto })
  @ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'technology-not-found' })
  detailInCategory(@Param() params: CategoryTechnologyParamsDto): Promise<TechnologyDetail> {
    return this.technologies.detail(params.slug, params.category);
  }
}
