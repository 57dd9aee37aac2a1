import { DynamicModule, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AppConfigModule } from './config/config.module';
import type { AppConfig } from './config/config';
import { LoggingModule } from './common/logging.module';
import { MetricsModule } from './common/metrics/metrics.module';
import { QueueRootModule } from './common/queue-root.module';
import { SharedCacheModule } from './common/cache/shared-cache.module';
import { DatabaseModule } from './database/database.module';
import { AnalysesWorkerModule } from './modules/analyses/analyses-worker.module';
import { TechnologiesWorkerModule } from './modules/technologies/technologies-worker.module';
import { WebhooksWorkerModule } from './modules/webhooks/webhooks-worker.module';
import { LighthouseWorkerModule } from './modules/lighthouse/lighthouse-worker.module';
import { BillingWorkerModule } from './modules/billing/billing-worker.module';
import { AdvisoriesWorkerModule } from './modules/advisories/advisories-worker.module';

/** The BullMQ worker process: processors only, no HTTP. */
@Module({})
export class WorkerModule {
  static forRoot(config?: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        AppConfigModule.forRoot(config),
        LoggingModule,
        // worker.ts finds every queue processor through it to close them on SIGTERM.
        DiscoveryModule,
        MetricsModule.forProcess('worker'),
        DatabaseModule,
        QueueRootModule,
        SharedCacheModule,
        AnalysesWorkerModule,
        TechnologiesWorkerModule,
        WebhooksWorkerModule,
        LighthouseWorkerModule,
        BillingWorkerModule,
        AdvisoriesWorkerModule,
      ],
    };
  }
}
