import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource, type Repository } from 'typeorm';
import { configureApp } from '../../src/app.setup.js';
import { PibaExpressAdapter } from '../../src/common/http-adapter.js';
import { HistoryRecordEntity } from '../../src/history/history-record.entity.js';

export interface TestApp {
  app: NestExpressApplication;
  dataSource: DataSource;
  records: Repository<HistoryRecordEntity>;
  close(): Promise<void>;
}

/**
 * The real app module with the real middleware (main.ts's configureApp), on the database that
 * `env` describes. The module is imported after the environment is set because configuration
 * is read when it loads; Jest gives every test file its own module registry.
 */
export async function startTestApp(env: Record<string, string>): Promise<TestApp> {
  Object.assign(
    process.env,
    { NODE_ENV: 'test', WEB_ROOT: '/nonexistent', LOG_LEVEL: 'silent' },
    env,
  );
  const { AppModule } = await import('../../src/app.module.js');
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>(new PibaExpressAdapter(), {
    bodyParser: false,
    logger: ['error', 'warn'],
  });
  configureApp(app);
  await app.init();
  const dataSource = app.get(DataSource);
  return {
    app,
    dataSource,
    records: dataSource.getRepository(HistoryRecordEntity),
    close: () => app.close(),
  };
}
