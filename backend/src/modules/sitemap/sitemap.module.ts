import { Module } from '@nestjs/common';
import { ArticlesModule } from '../articles/articles.module';
import { SitemapController } from './sitemap.controller';
import { SitemapService } from './sitemap.service';

/** robots.txt and sitemap.xml for crawlers. */
@Module({
  imports: [ArticlesModule],
  controllers: [SitemapController],
  providers: [SitemapService],
})
export class SitemapModule {}
