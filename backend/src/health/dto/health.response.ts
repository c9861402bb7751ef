import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type {
  HealthCheckResult,
  HealthCheckStatus,
  HealthIndicatorResult,
  HealthIndicatorStatus,
} from '@nestjs/terminus';

const statuses = <Status extends string>(all: Record<Status, true>) => Object.keys(all);

const indicators = (description: string, example: object) => ({
  type: Object,
  description,
  additionalProperties: {
    type: 'object',
    required: ['status'],
    properties: {
      status: {
        type: 'string',
        enum: statuses<HealthIndicatorStatus>({ up: true, degraded: true, down: true }),
      },
    },
    additionalProperties: true,
  },
  example,
});

@ApiSchema({ name: 'Health', description: 'What the health check found, per indicator' })
export class HealthResponse implements HealthCheckResult {
  @ApiProperty({
    enum: statuses<HealthCheckStatus>({
      ok: true,
      degraded: true,
      error: true,
      shutting_down: true,
    }),
  })
  status: HealthCheckStatus;

  @ApiProperty({
    ...indicators('Indicators that are up', { database: { status: 'up' } }),
    required: false,
  })
  info?: HealthIndicatorResult;

  @ApiProperty({ ...indicators('Indicators that are down', {}), required: false })
  error?: HealthIndicatorResult;

  @ApiProperty(indicators('Every indicator', { database: { status: 'up' } }))
  details: HealthIndicatorResult;
}

const READY = {
  accepting: { status: 'up' },
  database: { status: 'up' },
  schema: { status: 'up' },
};

@ApiSchema({
  name: 'Readiness',
  description:
    'What the readiness check found: accepting (not shutting down), database (answers a ping) ' +
    'and schema (no migration of this version left to run)',
})
export class ReadinessResponse implements HealthCheckResult {
  @ApiProperty({
    enum: statuses<HealthCheckStatus>({
      ok: true,
      degraded: true,
      error: true,
      shutting_down: true,
    }),
  })
  status: HealthCheckStatus;

  @ApiProperty({ ...indicators('Indicators that are up', READY), required: false })
  info?: HealthIndicatorResult;

  @ApiProperty({
    ...indicators('Indicators that are down', {
      accepting: { status: 'down', message: 'shutting down' },
    }),
    required: false,
  })
  error?: HealthIndicatorResult;

  @ApiProperty(indicators('Every indicator', READY))
  details: HealthIndicatorResult;
}
