import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoryEntity } from './entities/category.entity';
import { TechnologyEntity } from './entities/technology.entity';
import { LatestVersionsService } from './latest-versions.service';
import { TechnologiesController } from './technologies.controller';
import { TechnologiesAdminService } from './technologies-admin.service';
import { TechnologiesService } from './technologies.service';

/**
 * The technology catalogue (owns `technology`, `category`, `technology_category`): the public catalogue API,
 * the catalogue rows of detected technologies, and the latest versions analyses read. The daily refresh job
 * lives in {@link TechnologiesWorkerModule}.
 */
@Module({
  imports: [TypeOrmModule.forFeature([TechnologyEntity, CategoryEntity])],
  controllers: [TechnologiesController],
  providers: [TechnologiesService, LatestVersionsService, TechnologiesAdminService],
  exports: [TechnologiesService, LatestVersionsService, TechnologiesAdminService],
})
export class TechnologiesModule {}
