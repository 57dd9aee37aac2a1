import 'reflect-metadata';
import { WorkerHost } from '@nestjs/bullmq';
import { DiscoveryService, NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { startMetricsServer, Metrics } from './common/metrics/metrics';
import { ConfigValidationError, loadConfig } from './config/config';
import { WorkerModule } from './worker.module';

/**
 * The analysis worker process (`npm run start:worker`): a Nest application context with the BullMQ processors
 * and no HTTP. On SIGINT/SIGTERM it first drains the workers whose jobs can be long (running analyses, Lighthouse runs
 * and advisory refreshes finish within WORKER_SHUTDOWN_GRACE_MS or are stopped and go back to the queue) and closes
 * the other BullMQ workers (each waits for its running job, e.g. a webhook delivery) while everything they need —
 * database, queues, HTTP clients — is still open; then it closes the application (Chromium with it) and exits 0.
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
      // Every queue processor of the application (found, not listed: a new one is never forgotten).
      const processors = app
        .get(DiscoveryService)
        .getProviders()
        .map((wrapper) => wrapper.instance as unknown)
        .filter((instance): instance is WorkerHost => instance instanceof WorkerHost);
      // Those whose jobs can outlast the grace period (analyses, Lighthouse runs, advisory refreshes) drain first: no
      // new job, the running ones finish within WORKER_SHUTDOWN_GRACE_MS or are stopped and handed back.
      await Promise.all(processors.filter(isDrainable).map((processor) => processor.drain()));
      logger.log(`Closing ${processors.length} queue workers`, 'Worker');
      await Promise.all(processors.map((processor) => processor.worker.close()));
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

/** A processor with a `drain()` for a stop (see `common/job-drain.ts`). */
function isDrainable(processor: WorkerHost): processor is WorkerHost & { drain(): Promise<void> } {
  return typeof (processor as { drain?: unknown }).drain === 'function';
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof ConfigValidationError ? error.message : error);
  process.exit(1);
});
