import { Logger, Module, ValidationPipe } from '@nestjs/common';
import { ConfigModule, ConfigService } from '@nestjs/config';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ApiExceptionFilter } from './common/api-exception.filter.js';
import { loggingParams } from './common/logging.js';
import { type Environment, validateEnvironment } from './config/environment.js';
import { dataSourceOptions, describeDatabase } from './database/data-source-options.js';
import { refuseOlderSchema, SchemaBehindError } from './database/schema-state.js';
import { AnalyticsModule } from './analytics/analytics.module.js';
import { AuditModule } from './audit/index.js';
import { HealthModule } from './health/health.module.js';
import { HistoryModule } from './history/history.module.js';
import { PacksModule } from './packs/packs.module.js';
import { ReplicasModule } from './replicas/replicas.module.js';
import { SessionsModule } from './sessions/sessions.module.js';
import { VideoModule } from './video/video.module.js';
import { WebAppModule } from './web-app/web-app.module.js';

type Config = ConfigService<Environment, true>;

@Module({
  imports: [
    ConfigModule.forRoot({ isGlobal: true, cache: true, validate: validateEnvironment }),
    LoggerModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: Config) =>
        loggingParams(
          config.get('LOG_LEVEL', { infer: true }),
          config.get('NODE_ENV', { infer: true }) !== 'production',
        ),
    }),
    TypeOrmModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: Config) => {
        const options = dataSourceOptions({
          DATABASE_URL: config.get('DATABASE_URL', { infer: true }),
          DATABASE_PATH: config.get('DATABASE_PATH', { infer: true }),
          DATABASE_REPLICA_URLS: config.get('DATABASE_REPLICA_URLS', { infer: true }),
        });
        new Logger('Database').log(`Using ${describeDatabase(options)}`);
        const migrate = config.get('MIGRATIONS', { infer: true }) === 'run';
        return {
          ...options,
          migrationsRun: migrate,
          // Retries let the app start before a slow database container is ready; a schema
          // older than the code is not a slow start, and stops it at once.
          retryAttempts: 20,
          retryDelay: 3_000,
          toRetry: (error: unknown) => !(error instanceof SchemaBehindError),
        };
      },
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource(options!).initialize();
        if (!options!.migrationsRun) {
          await refuseOlderSchema(dataSource).catch(async (error: unknown) => {
            await dataSource.destroy();
            throw error;
          });
        }
        return dataSource;
      },
    }),
    ReplicasModule,
    WebAppModule,
    AuditModule,
    HistoryModule,
    SessionsModule,
    PacksModule,
    AnalyticsModule,
    HealthModule,
    VideoModule,
  ],
  providers: [
    {
      provide: APP_PIPE,
      useValue: new ValidationPipe({
        whitelist: true,
        forbidNonWhitelisted: true,
        transform: true,
        validationError: { target: false, value: false },
      }),
    },
    { provide: APP_FILTER, useClass: ApiExceptionFilter },
  ],
})
export class AppModule {}
