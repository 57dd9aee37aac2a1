import { Module } from '@nestjs/common';
import { LighthouseModule } from './lighthouse.module';
import { LighthouseProcessor } from './processors/lighthouse.processor';

/** Worker side of Lighthouse: the `lighthouse` queue's processor. */
@Module({ imports: [LighthouseModule], providers: [LighthouseProcessor] })
export class LighthouseWorkerModule {}
