import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueController } from './catalogue.controller';
import { CatalogueService } from './catalogue.service';
import { CategoryEntity } from './entities/category.entity';
import { TechnologyEntity } from './entities/technology.entity';

/**
 * The public technology catalogue (HTTP API only). Kept apart from TechnologiesModule, which the worker imports
 * for the latest-versions job.
 */
@Module({
  imports: [TypeOrmModule.forFeature([TechnologyEntity, CategoryEntity])],
  controllers: [CatalogueController],
  providers: [CatalogueService],
})
export class CatalogueModule {}
