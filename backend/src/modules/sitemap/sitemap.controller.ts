import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { SitemapService } from './sitemap.service';

/**
 * `GET /robots.txt` and `GET /sitemap.xml`, served at the root (outside the `/api` prefix: see app.setup.ts); the
 * web app's server and nginx pass these two paths to the API.
 */
@ApiTags('seo')
@Controller()
export class SitemapController {
  constructor(private readonly sitemap: SitemapService) {}

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOperation({ summary: 'robots.txt of the public site (points at the sitemap)' })
  @ApiProduces('text/plain')
  @ApiOkResponse({ schema: { type: 'string' } })
  robots(): string {
    return this.sitemap.robotsTxt();
  }

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOperation({ summary: 'Sitemap: home, static pages, articles, technologies and public results' })
  @ApiProduces('application/xml')
  @ApiOkResponse({ schema: { type: 'string' } })
  sitemapXml(): Promise<string> {
    return this.sitemap.sitemapXml();
  }
}
