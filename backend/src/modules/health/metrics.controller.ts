import { BullModule, getQueueToken } from '@nestjs/bullmq';
import { Controller, Get, Headers, Inject, OnModuleInit, Res } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Queue } from 'bullmq';
import type { Response } from 'express';
import { Metrics, isMetricsScraper } from '../../common/metrics/metrics';
import { QUEUES } from '../../common/queues';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { HealthError, HealthErrorCode } from './health.error';

/** Every queue of the project, registered here (producers only) so that their depth is reported. */
export const METRICS_QUEUES = BullModule.registerQueue(...Object.values(QUEUES).map((name) => ({ name })));

/**
 * `GET /metrics` (outside `/api`): the API process's Prometheus metrics for a scraper that sends
 * `Authorization: Bearer <METRICS_TOKEN>`; 404 while METRICS_TOKEN is not set, 401 for a wrong token.
 * Queue depths (`stacklens_queue_jobs`) are read from Redis at each scrape.
 */
@ApiExcludeController()
@Controller({ path: 'metrics' })
export class MetricsController implements OnModuleInit {
  constructor(
    private readonly metrics: Metrics,
    private readonly moduleRef: ModuleRef,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    for (const name of Object.values(QUEUES)) {
      const queue = this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
      this.metrics.watchQueue(name, () =>
        queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'failed', 'completed'),
      );
    }
  }

  @Get()
  async scrape(
    @Headers('authorization') authorization: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    const token = this.config.metrics.token;
    if (!token) throw new HealthError(HealthErrorCode.MetricsOff, 'METRICS_TOKEN is not set.');
    if (!isMetricsScraper(authorization, token)) {
      throw new HealthError(
        HealthErrorCode.MetricsUnauthorized,
        'Send Authorization: Bearer <METRICS_TOKEN>.',
      );
    }
    res.type(this.metrics.registry.contentType).send(await this.metrics.registry.metrics());
  }
}
