import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { startMetricsServer, Metrics } from './common/metrics/metrics';
import { ConfigValidationError, loadConfig } from './config/config';
import { AnalysisProcessor } from './modules/analyzer/processors/analysis.processor';
import { MonitorRunsProcessor } from './modules/analyzer/processors/monitor-runs.processor';
import { BillingProcessor } from './modules/billing/processors/billing.processor';
import { LighthouseProcessor } from './modules/lighthouse/processors/lighthouse.processor';
import { LatestVersionsProcessor } from './modules/technologies/processors/latest-versions.processor';
import { WebhooksProcessor } from './modules/webhooks/processors/webhooks.processor';
import { WorkerModule } from './worker.module';

/**
 * The analysis worker process (`npm run start:worker`): a Nest application context with the BullMQ processors
 * and no HTTP. On SIGINT/SIGTERM it first drains the analysis worker (running analyses finish within
 * WORKER_SHUTDOWN_GRACE_MS or go back to the queue) and closes the other BullMQ workers (each waits for its running
 * job, e.g. a webhook delivery) while everything they need — database, queues, HTTP clients — is still open; then it
 * closes the application and exits 0.
 */
async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { bufferLogs: true });
  const logger = app.get(Logger);
  app.useLogger(logger);
  let stopping = false;
  const stop = async (signal: NodeJS.Signals): Promise<void> => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: stopping`, 'Worker');
    try {
      await app.get(AnalysisProcessor).drain();
      const others = [
        WebhooksProcessor,
        BillingProcessor,
        MonitorRunsProcessor,
        LatestVersionsProcessor,
        LighthouseProcessor,
      ];
      await Promise.all(others.map((processor) => app.get(processor, { strict: false }).worker.close()));
      await app.close();
      process.exit(0);
    } catch (error) {
      logger.error(error, 'Worker');
      process.exit(1);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, (s) => void stop(s));
  const { token, workerPort } = config.metrics;
  if (token && workerPort) {
    await startMetricsServer(app.get(Metrics), workerPort, token);
    logger.log(`Metrics on :${workerPort}/metrics`, 'Worker');
  } else if (workerPort) {
    logger.warn('METRICS_PORT is set but METRICS_TOKEN is not: the worker serves no metrics', 'Worker');
  }
  logger.log(
    `Worker started (queue prefix ${config.queue.prefix}, concurrency ${config.worker.concurrency})`,
    'Worker',
  );
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof ConfigValidationError ? error.message : error);
  process.exit(1);
});
