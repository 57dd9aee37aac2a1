import { Module } from '@nestjs/common';
import { TechnologyChangesController } from './technology-changes.controller';
import { WebsitesModule } from './websites.module';

/**
 * The websites module's signed-in endpoints (`/api/v2/user/technology-changes`), over {@link WebsitesModule}: apart
 * because the worker imports WebsitesModule and has no identity layer for the guards.
 */
@Module({
  imports: [WebsitesModule],
  controllers: [TechnologyChangesController],
})
export class WebsitesApiModule {}
