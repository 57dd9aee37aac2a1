import { Global, Module } from '@nestjs/common';
import { SharedCacheService } from './shared-cache.service';

/** The shared response cache ({@link SharedCacheService}), one per process (API and worker). */
@Global()
@Module({ providers: [SharedCacheService], exports: [SharedCacheService] })
export class SharedCacheModule {}
