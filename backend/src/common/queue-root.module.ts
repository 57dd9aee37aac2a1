import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/config';
import { redisOptionsFromUrl } from '../config/redis';

/** BullMQ root connection (REDIS_URL) and key prefix (QUEUE_PREFIX), shared by the API and the worker. */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        connection: redisOptionsFromUrl(config.redis.url),
        prefix: config.queue.prefix,
      }),
    }),
  ],
})
export class QueueRootModule {}
