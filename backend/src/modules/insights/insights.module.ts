import { Module } from '@nestjs/common';
import { InsightsController } from './insights.controller';
import { InsightsService } from './insights.service';

/** The insight pages: SQL over the stored analyses, in the shared response cache (tag `insights`). */
@Module({
  controllers: [InsightsController],
  providers: [InsightsService],
})
export class InsightsModule {}
