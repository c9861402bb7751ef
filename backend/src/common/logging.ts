import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Params } from 'nestjs-pino';
import pino from 'pino';
import pinoPretty from 'pino-pretty';
import { isHealthCheck } from './health-paths.js';

const REQUEST_ID = /^[\w.:-]{1,64}$/;

/** Where log lines go: JSON lines in production, readable lines for a person otherwise. */
export function logDestination(readable: boolean, output: number | string = 1) {
  if (readable) {
    return pinoPretty({
      destination: output,
      // A person reads these as they come; the cost of a write per line does not matter here.
      sync: true,
      colorize: output === 1 && process.stdout.isTTY,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname',
      singleLine: true,
    });
  }
  // Buffered writes: a line per request must not cost a write() on the request's path.
  const buffered = pino.destination({ dest: output, sync: false, minLength: 4096 });
  flushBuffered = () => buffered.flushSync();
  return buffered;
}

let flushBuffered = () => {};

/**
 * Writes out what the production log still buffers: once the server listens (so its start-up
 * lines are not held until 4 KB of requests follow), after a line that must not wait (a
 * deletion), and when the process exits.
 */
export function flushLogs(): void {
  try {
    flushBuffered();
  } catch {
    // Not open yet (the destination opens asynchronously): its lines follow when it is.
  }
}
process.once('exit', flushLogs);

/**
 * Logs, one line per request, each with a request id (the caller's X-Request-Id when it is
 * sane, else a new UUID, echoed back): JSON in production, readable lines elsewhere. Results
 * are data of minors: bodies are never logged and the query string is dropped from the URL
 * because `q` searches by name.
 */
export function loggingParams(level: string, readable: boolean): Params {
  const destination = logDestination(readable);
  return {
    pinoHttp: [
      {
        level,
        genReqId: (request: IncomingMessage, response: ServerResponse) => {
          const given = request.headers['x-request-id'];
          const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
          response.setHeader('X-Request-Id', id);
          return id;
        },
        autoLogging: { ignore: (request) => isHealthCheck(request.url ?? '') },
        customLogLevel: (_request, response, error) =>
          error || response.statusCode >= 500 ? 'error' : 'info',
        serializers: {
          req: (request: { id: string; method: string; url: string }) => ({
            id: request.id,
            method: request.method,
            path: request.url.split('?')[0],
          }),
          res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
        },
      },
      destination,
    ],
  };
}
