import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller';
import { METRICS_QUEUES, MetricsController } from './metrics.controller';
import { RedisHealthIndicator } from './redis.health';

/** Operations: `GET /api/health` (liveness of the API and its dependencies) and `GET /metrics` (Prometheus). */
@Module({
  imports: [TerminusModule, METRICS_QUEUES],
  controllers: [HealthController, MetricsController],
  providers: [RedisHealthIndicator],
})
export class HealthModule {}
