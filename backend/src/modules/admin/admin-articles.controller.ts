import { Body, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import type { AdminArticle, AdminArticlePage } from '@stacklens/contracts';
import type { AuthenticatedUser } from '../../common/identity/authenticated-user';
import { CurrentUser } from '../../common/identity/current-user';
import { ProblemDetailsDto } from '../../common/problem-details.dto';
import { ArticlesAdminService } from '../articles/articles-admin.service';
import { AdminController } from './admin-controller.decorator';
import { AuditLogService } from './audit-log.service';
import {
  AdminArticleCreateDto,
  AdminArticleDto,
  AdminArticleListQueryDto,
  AdminArticlePageDto,
  AdminArticleUpdateDto,
  AdminUuidParamsDto,
} from './dto/admin.dto';

/** Articles for operators (`/api/v2/admin/articles`): every article, create, edit, publish/unpublish, delete. */
@AdminController('articles')
export class AdminArticlesController {
  constructor(
    private readonly articles: ArticlesAdminService,
    private readonly audit: AuditLogService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Articles, published or not (filter published, q = title/slug)' })
  @ApiOkResponse({ type: AdminArticlePageDto })
  list(@Query() query: AdminArticleListQueryDto): Promise<AdminArticlePage> {
    return this.articles.list(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminArticleDto })
  @ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'article-not-found' })
  get(@Param() params: AdminUuidParamsDto): Promise<AdminArticle> {
    return this.articles.get(params.id);
  }

  @Post()
  @ApiOperation({ summary: 'Create an article (body sanitised to the allowed elements)' })
  @ApiCreatedResponse({ type: AdminArticleDto })
  @ApiConflictResponse({ type: ProblemDetailsDto, description: 'slug-taken' })
  create(@Body() body: AdminArticleCreateDto, @CurrentUser() user: AuthenticatedUser): Promise<AdminArticle> {
    return this.articles.create(body, this.audit.hook(user, 'create', 'articles'));
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Edit an article; published true/false publishes or unpublishes it' })
  @ApiOkResponse({ type: AdminArticleDto })
  @ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'article-not-found' })
  @ApiConflictResponse({ type: ProblemDetailsDto, description: 'slug-taken' })
  update(
    @Param() params: AdminUuidParamsDto,
    @Body() body: AdminArticleUpdateDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<AdminArticle> {
    const action = body.published === true ? 'publish' : body.published === false ? 'unpublish' : 'update';
    return this.articles.update(params.id, body, this.audit.hook(user, action, 'articles'));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete an article (answers it as it was)' })
  @ApiOkResponse({ type: AdminArticleDto })
  @ApiNotFoundResponse({ type: ProblemDetailsDto, description: 'article-not-found' })
  delete(@Param() params: AdminUuidParamsDto, @CurrentUser() user: AuthenticatedUser): Promise<AdminArticle> {
    return this.articles.delete(params.id, this.audit.hook(user, 'delete', 'articles'));
  }
}
