import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LighthouseModule } from '../lighthouse/lighthouse.module';
import { ScoreHistoryEntity } from './entities/score-history.entity';
import { WebsiteTechnologyHistoryEntity } from './entities/website-technology-history.entity';
import { WebsiteTechnologyEntity } from './entities/website-technology.entity';
import { WebsiteEntity } from './entities/website.entity';
import { WebsitesController } from './websites.controller';
import { WebsitesService } from './websites.service';

/** Website results (owns `website`, `website_technology`, `score_history`, `website_technology_history`): public reads and result writes. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      WebsiteEntity,
      WebsiteTechnologyEntity,
      ScoreHistoryEntity,
      WebsiteTechnologyHistoryEntity,
    ]),
    // The result carries the latest Lighthouse summary.
    LighthouseModule,
  ],
  controllers: [WebsitesController],
  providers: [WebsitesService],
  exports: [WebsitesService],
})
export class WebsitesModule {}
