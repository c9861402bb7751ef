// Entry point of the TypeORM CLI: `npm run migration:run -w backend`.
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { validateEnvironment } from '../config/environment.js';
import { dataSourceOptions } from './data-source-options.js';

export default new DataSource({
  ...dataSourceOptions(validateEnvironment(process.env)),
  migrationsRun: false,
});
