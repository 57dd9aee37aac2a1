import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SiteInfo } from '@stacklens/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { SiteInfoDto } from './dto/site.dto';

/**
 * `GET /api/v1/site`: what this deployment publishes about itself — its operator (imprint), support address, social
 * profiles, which sign-in providers and whether online payments are configured. The web app reads it at start and
 * on the server side, so that all of it is configuration of the running API, never of a build.
 */
@ApiTags('site')
@Controller({ path: 'v1/site' })
export class SiteController {
  private readonly info: SiteInfo;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.info = {
      operator: config.site.operator,
      supportEmail: config.site.supportEmail,
      socialLinks: config.site.socialLinks,
      signIn: { google: config.oauth.google.enabled, github: config.oauth.github.enabled },
      billing: { enabled: config.stripe.enabled },
    };
  }

  @Get()
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOperation({
    summary: 'What this deployment publishes: operator, support address, sign-in providers, billing',
  })
  @ApiOkResponse({ type: SiteInfoDto })
  get(): SiteInfo {
    return this.info;
  }
}
