import { plainToInstance, Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  validateSync,
} from 'class-validator';
import { DEFAULT_RETENTION_MONTHS, DEFAULT_TRASH_DAYS } from '@piba/shared';
import { keyWeakness } from './key-strength.js';

const MAKE_A_KEY = 'make one with `openssl rand -hex 24`';

/** Every environment variable the server reads. docs/configuration.md documents each one. */
export class Environment {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt({ message: 'PORT must be a whole number between 1 and 65535' })
  @Min(1, { message: 'PORT must be a whole number between 1 and 65535' })
  @Max(65535, { message: 'PORT must be a whole number between 1 and 65535' })
  PORT = 3000;

  /** mysql://user:pass@host:3306/db selects MySQL; absent selects the embedded SQLite file. */
  @IsOptional()
  @Matches(/^mysql:\/\/[^/\s]+\/[A-Za-z0-9_$-]+(\?.*)?$/, {
    message: 'DATABASE_URL must look like mysql://user:password@host:3306/database',
  })
  DATABASE_URL?: string;

  @IsString()
  DATABASE_PATH = 'data/piba.sqlite';

  /**
   * Comma-separated mysql:// URLs of MySQL read replicas of DATABASE_URL: the exports of all
   * results and the audit log are read there; everything else stays on DATABASE_URL.
   */
  @IsOptional()
  @Matches(
    /^mysql:\/\/[^/\s,]+\/[A-Za-z0-9_$-]+(\?[^\s,]*)?(\s*,\s*mysql:\/\/[^/\s,]+\/[A-Za-z0-9_$-]+(\?[^\s,]*)?)*$/,
    {
      message:
        'DATABASE_REPLICA_URLS must be comma-separated URLs such as mysql://user:password@replica:3306/database',
    },
  )
  DATABASE_REPLICA_URLS?: string;

  /**
   * `run`: the server brings the schema up to date when it starts. `skip`: it leaves that to
   * `npm run migration:run` (a Job, a one-shot service) and refuses to start on an older schema.
   */
  @IsIn(['run', 'skip'], { message: 'MIGRATIONS must be run or skip' })
  MIGRATIONS: 'run' | 'skip' = 'run';

  /**
   * The admin key: reading and deleting results need it, or a session's key, in the
   * X-Teacher-Key header. Long and random (key-strength.ts); required in production.
   */
  @IsOptional()
  @IsString()
  TEACHER_ACCESS_KEY?: string;

  /** An open demo in production: anyone can read every result. The pages say so in a banner. */
  @IsIn(['true', 'false'], { message: 'PIBA_OPEN_ACCESS must be true or false' })
  PIBA_OPEN_ACCESS: 'true' | 'false' = 'false';

  /**
   * redis://[:password@]host:6379[/db]: the Redis every replica of a deployment shares its rate
   * limits, job leases and analysis changes through. Unset: each process keeps its own.
   */
  @IsOptional()
  @Matches(/^rediss?:\/\/[^\s/]+(\/\d+)?$/, {
    message: 'REDIS_URL must look like redis://host:6379 (or redis://:password@host:6379/0)',
  })
  REDIS_URL?: string;

  /** Requests one client address may make per minute before it gets 429. */
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt({ message: 'RATE_LIMIT_PER_MINUTE must be a whole number of at least 1' })
  @Min(1, { message: 'RATE_LIMIT_PER_MINUTE must be a whole number of at least 1' })
  RATE_LIMIT_PER_MINUTE = 600;

  /** Express "trust proxy": behind a reverse proxy, which hops to trust for the client address. */
  @IsOptional()
  @IsString()
  TRUST_PROXY?: string;

  /** Comma-separated origins allowed to call the API from another site; unset keeps CORS closed. */
  @IsOptional()
  @Matches(/^https?:\/\/[^,\s]+(,\s*https?:\/\/[^,\s]+)*$/, {
    message: 'CORS_ORIGINS must be comma-separated origins such as https://piba.example.ac.id',
  })
  CORS_ORIGINS?: string;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent' = 'info';

  /**
   * The address students reach the app at, e.g. https://piba.example.ac.id: join links and their
   * QR codes are absolute with it. Unset, the app builds them from the address in the browser.
   */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, {
    message: 'PUBLIC_URL must be an address such as https://piba.example.ac.id',
  })
  PUBLIC_URL?: string;

  /** Wrong teacher keys one client address may send per minute before it gets 429. */
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt({ message: 'FAILED_KEY_LIMIT_PER_MINUTE must be a whole number of at least 1' })
  @Min(1, { message: 'FAILED_KEY_LIMIT_PER_MINUTE must be a whole number of at least 1' })
  FAILED_KEY_LIMIT_PER_MINUTE = 10;

  /** Days a deleted result waits in the trash, restorable, before it is purged for good. */
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt({ message: 'TRASH_DAYS must be a whole number of days between 1 and 365' })
  @Min(1, { message: 'TRASH_DAYS must be a whole number of days between 1 and 365' })
  @Max(365, { message: 'TRASH_DAYS must be a whole number of days between 1 and 365' })
  TRASH_DAYS = DEFAULT_TRASH_DAYS;

  /** Months after which a result's name is replaced by a pseudonym (docs/privacy.md). */
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt({ message: 'RETENTION_MONTHS must be a whole number of months between 1 and 120' })
  @Min(1, { message: 'RETENTION_MONTHS must be a whole number of months between 1 and 120' })
  @Max(120, { message: 'RETENTION_MONTHS must be a whole number of months between 1 and 120' })
  RETENTION_MONTHS = DEFAULT_RETENTION_MONTHS;

  /** Folder of the built web app; empty disables serving it. */
  @IsOptional()
  @IsString()
  WEB_ROOT?: string;

  /** A video file (.mp4 or .webm) on the server that the video page plays instead of YouTube. */
  @IsOptional()
  @Matches(/\.(mp4|webm)$/i, { message: 'VIDEO_FILE must be the path of an .mp4 or .webm file' })
  VIDEO_FILE?: string;

  /**
   * The deployment's media folder: a video topic of a lesson pack may name one of its files,
   * served at /media/<file>. Default `media` (relative to the folder the server starts in).
   */
  @IsOptional()
  @IsString()
  MEDIA_DIR?: string;
}

/** Whether anyone may read every result: no admin key, which production allows only on request. */
export const isOpenAccess = (environment: Pick<Environment, 'TEACHER_ACCESS_KEY'>) =>
  !environment.TEACHER_ACCESS_KEY;

/** The rules between variables: a production server is closed unless asked to be open. */
function accessProblems(environment: Environment): string[] {
  const key = environment.TEACHER_ACCESS_KEY;
  if (key) {
    const weakness = keyWeakness(key);
    const problems = weakness ? [`TEACHER_ACCESS_KEY ${weakness}: ${MAKE_A_KEY}`] : [];
    if (environment.PIBA_OPEN_ACCESS === 'true') {
      problems.push('PIBA_OPEN_ACCESS=true opens what TEACHER_ACCESS_KEY closes: set only one');
    }
    return problems;
  }
  if (environment.NODE_ENV === 'production' && environment.PIBA_OPEN_ACCESS !== 'true') {
    return [
      `TEACHER_ACCESS_KEY must be set when NODE_ENV=production: ${MAKE_A_KEY}. ` +
        '(PIBA_OPEN_ACCESS=true runs an open demo instead, where anyone can read every result.)',
    ];
  }
  return [];
}

/**
 * Validates process.env at start and fails with one readable line per bad variable. A line
 * names the variable and the rule, never the value: a value may be a key or hold a password.
 */
export function validateEnvironment(raw: Record<string, unknown>): Environment {
  // An empty variable (`DATABASE_URL=` in .env) means "not set", so the default applies.
  const set = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ''));
  const environment = plainToInstance(Environment, set, { exposeDefaultValues: true });
  const problems = validateSync(environment).map(
    ({ constraints }) => Object.values(constraints ?? {})[0] ?? 'invalid',
  );
  if (problems.length === 0) problems.push(...accessProblems(environment));
  if (environment.DATABASE_REPLICA_URLS && !environment.DATABASE_URL) {
    problems.push(
      'DATABASE_REPLICA_URLS needs DATABASE_URL: read replicas are of a MySQL primary, and the embedded SQLite has none',
    );
  }
  if (problems.length > 0) {
    const lines = problems.map((problem) => `  - ${problem}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return environment;
}

/** TRUST_PROXY as Express reads it: a hop count, true/false, or addresses and subnets. */
export function trustProxySetting(value: string | undefined): boolean | number | string {
  // Compose passes an unset variable as '' ("${TRUST_PROXY:-}"): that means unset too.
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}
