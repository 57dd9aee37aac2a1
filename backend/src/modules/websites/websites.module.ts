import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
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
  ],
  controllers: [WebsitesController],
  providers: [WebsitesService],
  exports: [WebsitesService],
})
export class WebsitesModule {}
