import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Article, ArticleListResponse } from '@stacklens/contracts';
import { ProblemDetailsDto } from '../../common/problem-details.dto';
import { ArticlesService } from './articles.service';
import {
  ArticleDto,
  ArticleListQueryDto,
  ArticleListResponseDto,
  ArticleSlugParamsDto,
} from './dto/articles.dto';

/** The blog (`/api/v1/articles`). */
@ApiTags('articles')
@Controller({ path: 'v1/articles' })
export class ArticlesController {
  constructor(private readonly articles: ArticlesService) {}

  @Get()
  @ApiOperation({ summary: 'Published articles, newest first (paginated)' })
  @ApiOkResponse({ type: ArticleListResponseDto })
  list(@Query() query: ArticleListQueryDto): Promise<ArticleListResponse> {
    return this.articles.list(query);
  }

  @Get(':slug')
  @ApiOperation({ summary: 'An article with its sanitised HTML body' })
  @ApiOkResponse({ type: ArticleDto })
  @ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'article-not-found' })
  bySlug(@Param() params: ArticleSlugParamsDto): Promise<Article> {
    return this.articles.bySlug(params.slug);
  }
}
