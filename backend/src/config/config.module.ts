import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig, loadConfig } from './config';

/** Provides the one validated {@link AppConfig} under {@link APP_CONFIG} to every module. */
@Global()
@Module({})
export class AppConfigModule {
  static forRoot(config: AppConfig = loadConfig()): DynamicModule {
    return {
      module: AppConfigModule,
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
