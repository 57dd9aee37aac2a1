import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InsightsModule } from '../insights/insights.module';
import { WebsitesModule } from '../websites/websites.module';
import { RemovalRequestEntity } from './entities/removal-request.entity';
import { RemovalsController } from './removals.controller';
import { RemovalsService } from './removals.service';

/** Removal requests for public results; approval hides the website (moderation arrives with the admin panel). */
@Module({
  imports: [TypeOrmModule.forFeature([RemovalRequestEntity]), InsightsModule, WebsitesModule],
  controllers: [RemovalsController],
  providers: [RemovalsService],
  exports: [RemovalsService],
})
export class RemovalsModule {}
