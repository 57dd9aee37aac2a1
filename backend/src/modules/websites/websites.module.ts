import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalyzerModule } from '../analyzer/analyzer.module';
import { SessionModule } from '../auth/session/session.module';
import { UsersModule } from '../users/users.module';
import { AnalyzeController } from './analyze.controller';
import { ScoreHistoryEntity } from './entities/score-history.entity';
import { WebsiteTechnologyEntity } from './entities/website-technology.entity';
import { WebsiteEntity } from './entities/website.entity';
import { WebsitesController } from './websites.controller';
import { WebsitesService } from './websites.service';

/** Website results and the analysis endpoints. */
@Module({
  imports: [
    TypeOrmModule.forFeature([WebsiteEntity, WebsiteTechnologyEntity, ScoreHistoryEntity]),
    AnalyzerModule,
    SessionModule,
    UsersModule,
  ],
  controllers: [WebsitesController, AnalyzeController],
  providers: [WebsitesService],
})
export class WebsitesModule {}
