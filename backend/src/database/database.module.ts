import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/config';
import { dataSourceOptions, ensureSchema } from './data-source';

/** The TypeORM connection of the API and the worker (schema created if missing; migrations are run by `migrate`). */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        ...dataSourceOptions(config.database),
        retryAttempts: 3,
        retryDelay: 1000,
      }),
      dataSourceFactory: async (options) => {
        if (!options) throw new Error('TypeORM options missing');
        const schema = (options as { schema?: string }).schema ?? 'public';
        await ensureSchema({ url: (options as { url: string }).url, schema });
        return new DataSource(options).initialize();
      },
    }),
  ],
})
export class DatabaseModule {}
