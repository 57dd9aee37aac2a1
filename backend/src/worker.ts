import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { ConfigValidationError, loadConfig } from './config/config';
import { WorkerModule } from './worker.module';

/**
 * The analysis worker process (`npm run start:worker`): a Nest application context with the BullMQ processors
 * and no HTTP. On SIGINT/SIGTERM Nest's shutdown hooks close the BullMQ worker (waiting for running jobs),
 * then the database connection.
 */
async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { bufferLogs: true });
  const logger = app.get(Logger);
  app.useLogger(logger);
  app.enableShutdownHooks();
  logger.log(
    `Worker started (queue prefix ${config.queue.prefix}, concurrency ${config.worker.concurrency})`,
    'Worker',
  );
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof ConfigValidationError ? error.message : error);
  process.exit(1);
});
