import { Module } from '@nestjs/common';
import { ListsController } from './lists.controller';
import { ListsModule } from './lists.module';

/** The lists module's endpoint (`GET /api/v2/lists/websites`), over {@link ListsModule}; imported by the API root. */
@Module({
  imports: [ListsModule],
  controllers: [ListsController],
})
export class ListsApiModule {}
