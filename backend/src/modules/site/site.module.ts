import { Module } from '@nestjs/common';
import { SiteController } from './site.controller';

/** The deployment's public self-description (`GET /api/v1/site`), read from the configuration; owns no table. */
@Module({ controllers: [SiteController] })
export class SiteModule {}
