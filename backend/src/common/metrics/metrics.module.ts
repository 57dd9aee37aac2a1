import { DynamicModule, Global, Module } from '@nestjs/common';
import { Metrics } from './metrics';

/** The process's {@link Metrics} (one registry per process), available to every module. */
@Global()
@Module({})
export class MetricsModule {
  /** @param process `api` or `worker`: labels every metric of the process */
  static forProcess(process: 'api' | 'worker'): DynamicModule {
    return {
      module: MetricsModule,
      providers: [{ provide: Metrics, useFactory: () => new Metrics(process) }],
      exports: [Metrics],
    };
  }
}
