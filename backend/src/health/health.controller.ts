import { Controller, Get } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  HealthCheck,
  HealthCheckService,
  HealthIndicatorService,
  TypeOrmHealthIndicator,
} from '@nestjs/terminus';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { pendingMigrations } from '../database/schema-state.js';
import { Draining } from './draining.js';
import { HealthResponse, ReadinessResponse } from './dto/health.response.js';

/** How long the database may take to answer a check. */
const CHECK_TIMEOUT_MS = 1500;

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    private readonly draining: Draining,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** 200 when the database answers a ping within 1.5 s, otherwise 503. */
  @Get()
  // Documented here: terminus's own documentation needs require() of @nestjs/swagger, which
  // works under Node but not under Jest, so the tested document would differ from the served one.
  @HealthCheck({ noCache: true, swaggerDocumentation: false })
  @ApiOperation({
    operationId: 'checkHealth',
    summary: 'Whether the database answers',
    description:
      'For container health checks and load balancers; not rate-limited and needs no key.',
  })
  @ApiOkResponse({ description: 'The database answered within 1.5 s', type: HealthResponse })
  @ApiServiceUnavailableResponse({
    description: 'The database did not answer within 1.5 s',
    type: HealthResponse,
  })
  check() {
    return this.health.check([
      () => this.database.pingCheck('database').withTimeout(CHECK_TIMEOUT_MS),
    ]);
  }

  /** 200 while this server should be sent requests; 503 from SIGTERM on, or when it cannot serve. */
  @Get('ready')
  @HealthCheck({ noCache: true, swaggerDocumentation: false })
  @ApiOperation({
    operationId: 'checkReadiness',
    summary: 'Whether this server should be sent requests',
    description:
      'For load balancers and readiness probes: the database answers, its schema has every ' +
      "migration of this server's version, and the server is not shutting down (from SIGTERM " +
      'on it answers 503 while it finishes the requests in flight). Not rate-limited and needs ' +
      'no key.',
  })
  @ApiOkResponse({ description: 'Ready for requests', type: ReadinessResponse })
  @ApiServiceUnavailableResponse({
    description:
      'Shutting down, the database did not answer within 1.5 s, or a migration has not run ' +
      '(`npm run migration:run`)',
    type: ReadinessResponse,
  })
  ready() {
    return this.health.check([
      () => {
        const accepting = this.indicators.check('accepting');
        return this.draining.draining
          ? accepting.down({ message: 'shutting down' })
          : accepting.up();
      },
      () => this.database.pingCheck('database').withTimeout(CHECK_TIMEOUT_MS),
      () =>
        this.indicators
          .check('schema')
          .attempt(async () => {
            const pending = await pendingMigrations(this.dataSource);
            if (pending.length > 0) {
              throw new Error(
                `${pending.length} migration(s) not run: ${pending.join(', ')}; run npm run migration:run`,
              );
            }
          })
          .withTimeout(CHECK_TIMEOUT_MS),
    ]);
  }
}
