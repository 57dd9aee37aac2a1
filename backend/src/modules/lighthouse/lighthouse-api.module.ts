import { Module } from '@nestjs/common';
import { LighthouseController } from './lighthouse.controller';
import { LighthouseModule } from './lighthouse.module';

/** The Lighthouse endpoints (API process only: its guards need the identity layer). */
@Module({ imports: [LighthouseModule], controllers: [LighthouseController] })
export class LighthouseApiModule {}
