import { API_ERROR_CODES, type ApiErrorCode } from '@piba/shared';

export const API_BASE = '/api';
const DEFAULT_TIMEOUT_MS = 10_000;

/** An HTTP failure; `status` is 0 when no answer arrived (offline, timeout). */
export class ApiError extends Error {
  readonly status: number;
  /** The server's Retry-After header (429, 503), if it sent one. */
  readonly retryAfter: string | null;
  /** Why the server refused, when it says so in a form meant for code rather than for people. */
  readonly code: ApiErrorCode | null;
  /** The answer's JSON body: a refusal may carry more than its message (a list of problems). */
  readonly body: unknown;

  constructor(
    status: number,
    message: string,
    retryAfter: string | null = null,
    code: ApiErrorCode | null = null,
    body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.retryAfter = retryAfter;
    this.code = code;
    this.body = body;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Extra request headers, e.g. the teacher's access key. */
  headers?: Record<string, string>;
}

function serverMessage(body: unknown, status: number): string {
  const message = (body as { message?: unknown } | null)?.message;
  if (Array.isArray(message)) return message.join('; ');
  if (typeof message === 'string' && message) return message;
  return `Permintaan gagal (kode ${status}).`;
}

function serverCode(body: unknown): ApiErrorCode | null {
  const code = (body as { code?: unknown } | null)?.code;
  return API_ERROR_CODES.find((known) => known === code) ?? null;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * GET requests started before the code that needs them has arrived: a teacher page opened by its
 * address asks for its first data beside its own code, not after it (app/early-requests.ts). The
 * first request for the same path with the same headers takes the answer over, once; an answer
 * nobody takes within EARLY_ANSWER_TTL_MS is dropped. A request that takes one over cannot abort
 * it: its own signal is not attached to a request already under way.
 */
const earlyAnswers = new Map<string, Promise<unknown>>();
const EARLY_ANSWER_TTL_MS = 30_000;
const earlyKey = (path: string, headers: Record<string, string> = {}) =>
  JSON.stringify([path, Object.entries(headers).sort()]);

export function requestEarly(path: string, headers?: Record<string, string>): void {
  const key = earlyKey(path, headers);
  if (earlyAnswers.has(key)) return;
  const answer = apiRequest(path, { headers });
  // Whoever takes the answer over handles its failure; one never taken is no one's error.
  answer.catch(() => undefined);
  earlyAnswers.set(key, answer);
  setTimeout(
    () => earlyAnswers.get(key) === answer && earlyAnswers.delete(key),
    EARLY_ANSWER_TTL_MS,
  );
}

function takeEarlyAnswer(path: string, headers?: Record<string, string>) {
  const key = earlyKey(path, headers);
  const answer = earlyAnswers.get(key);
  earlyAnswers.delete(key);
  return answer;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, timeoutMs = DEFAULT_TIMEOUT_MS, headers } = options;
  const early = method === 'GET' ? takeEarlyAnswer(path, headers) : undefined;
  if (early) return early as Promise<T>;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener('abort', forwardAbort);

  try {
    const response = await fetch(`${API_BASE}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
    const payload = parseJson(await response.text());
    if (!response.ok) {
      const retryAfter = response.headers?.get('Retry-After') ?? null;
      throw new ApiError(
        response.status,
        serverMessage(payload, response.status),
        retryAfter,
        serverCode(payload),
        payload,
      );
    }
    return payload as T;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw new ApiError(0, 'Server terlalu lama menjawab. Coba lagi.');
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'Tidak dapat terhubung ke server. Periksa koneksimu.');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = void>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
