import { plainToInstance, Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';

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

  /** When set, reading and deleting results require it in the X-Teacher-Key header. */
  @IsOptional()
  @MinLength(12, { message: 'TEACHER_ACCESS_KEY must be at least 12 characters' })
  TEACHER_ACCESS_KEY?: string;

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

  /** Folder of the built web app; empty disables serving it. */
  @IsOptional()
  @IsString()
  WEB_ROOT?: string;

  /** A video file (.mp4 or .webm) on the server that the video page plays instead of YouTube. */
  @IsOptional()
  @Matches(/\.(mp4|webm)$/i, { message: 'VIDEO_FILE must be the path of an .mp4 or .webm file' })
  VIDEO_FILE?: string;
}

/** Validates process.env at start and fails with one readable line per bad variable. */
export function validateEnvironment(raw: Record<string, unknown>): Environment {
  // An empty variable (`DATABASE_URL=` in .env) means "not set", so the default applies.
  const set = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ''));
  const environment = plainToInstance(Environment, set, { exposeDefaultValues: true });
  const errors = validateSync(environment);
  if (errors.length > 0) {
    const lines = errors.map(({ property, constraints }) => {
      const [message] = Object.values(constraints ?? {});
      return `  - ${message} (got ${JSON.stringify(raw[property])})`;
    });
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
