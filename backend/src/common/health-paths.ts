/**
 * The health check and the readiness check: asked every few seconds by container engines, load
 * balancers and Kubernetes, so neither counts against the rate limit nor writes a log line.
 */
const HEALTH_PATHS = new Set(['/api/health', '/api/health/ready']);

/** Whether a request's path (without its query) is one of the two checks. */
export const isHealthCheck = (path: string): boolean => HEALTH_PATHS.has(path.split('?')[0]);
