import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ArticlesController } from './articles.controller';
import { ArticlesAdminService } from './articles-admin.service';
import { ArticlesService } from './articles.service';
import { ArticleEntity } from './entities/article.entity';

/** The blog: published articles with sanitised rich-text bodies (edited by operators: {@link ArticlesAdminService}). */
@Module({
  imports: [TypeOrmModule.forFeature([ArticleEntity])],
  controllers: [ArticlesController],
  providers: [ArticlesService, ArticlesAdminService],
  exports: [ArticlesService, ArticlesAdminService],
})
export class ArticlesModule {}
