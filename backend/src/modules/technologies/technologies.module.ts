import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoryEntity } from './entities/category.entity';
import { TechnologyEntity } from './entities/technology.entity';
import { LatestVersionsService } from './latest-versions.service';

/** The technology catalogue (categories, technologies, latest versions). Listings come in a later issue. */
@Module({
  imports: [TypeOrmModule.forFeature([TechnologyEntity, CategoryEntity])],
  providers: [LatestVersionsService],
  exports: [LatestVersionsService],
})
export class TechnologiesModule {}
