import { Module } from '@nestjs/common';
import { AdvisoriesModule } from './advisories.module';
import { TechnologyAdvisoriesController } from './technology-advisories.controller';
import { TechnologyAdvisoriesService } from './technology-advisories.service';

/**
 * The public advisory endpoints of the API process (`GET /api/v1/advisories/technologies/{slug}`), over the snapshot
 * in use of {@link AdvisoriesModule}; imported by the API root only (the worker serves no HTTP).
 */
@Module({
  imports: [AdvisoriesModule],
  controllers: [TechnologyAdvisoriesController],
  providers: [TechnologyAdvisoriesService],
})
export class AdvisoriesApiModule {}
