import { Controller, Get } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { HealthResponse } from './dto/health.response.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
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
    return this.health.check([() => this.database.pingCheck('database').withTimeout(1500)]);
  }
}
