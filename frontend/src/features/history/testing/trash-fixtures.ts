import type { HistoryRecord, TeacherScope, TrashedRecord } from '@piba/shared';
import { jsonResponse, requestUrl } from '../../../testing/test-utils';
import { historyPage, mockHistoryApi, type FakeRequest } from '../../../testing/history-api-mock';

/** A result in the trash: deleted on 2026-11-22 08:00 WIB, purged 30 days later. */
export const trashed = (
  record: HistoryRecord,
  overrides: Partial<Omit<TrashedRecord, keyof HistoryRecord>> = {},
): TrashedRecord => ({
  ...record,
  deleted_at: '2026-11-22T01:00:00.000Z',
  purge_at: '2026-12-22T01:00:00.000Z',
  ...overrides,
});

export const trashPage = (data: TrashedRecord[], total = data.length, page = 1, pageSize = 25) => ({
  data,
  meta: { page, pageSize, total },
});

export const ADMIN: TeacherScope = { role: 'admin' };
export const SESSION_TEACHER: TeacherScope = { role: 'session', code: 'K7P3QX', name: 'SMP A' };

interface FakeServerOptions {
  rows?: HistoryRecord[];
  trash?: TrashedRecord[];
  scope?: TeacherScope;
  /** `trash_days` of `GET /api/teacher/access`. */
  trashDays?: number;
  /** Answers a test wants instead of the fake's (a failure, say); undefined lets the fake answer. */
  override?: (request: FakeRequest) => Response | undefined;
}

/**
 * The teacher's API as a small server with a table and a trash: DELETE moves a result to the
 * trash, restore moves it back, erase removes every result of the same name and class from both.
 */
export function mockTrashApi(options: FakeServerOptions = {}) {
  const state = { rows: [...(options.rows ?? [])], trash: [...(options.trash ?? [])] };
  const student = (record: HistoryRecord) => `${record.name}|${record.class_room}`;
  const api = mockHistoryApi((request) => {
    const overridden = options.override?.(request);
    if (overridden) return overridden;
    const { path, method } = request;
    if (path === '/api/teacher/me') return jsonResponse(200, options.scope ?? ADMIN);
    if (path === '/api/teacher/access') {
      return jsonResponse(200, { open_access: false, trash_days: options.trashDays ?? 30 });
    }
    if (path === '/api/history' && method === 'GET') {
      return jsonResponse(200, historyPage(state.rows));
    }
    if (path === '/api/history/trash') {
      const page = Number(request.params.get('page') ?? 1);
      const pageSize = Number(request.params.get('pageSize') ?? 50);
      const slice = state.trash.slice((page - 1) * pageSize, page * pageSize);
      return jsonResponse(200, trashPage(slice, state.trash.length, page, pageSize));
    }
    const id = Number(/^\/api\/history\/(\d+)/.exec(path)?.[1]);
    if (method === 'DELETE') {
      const row = state.rows.find((candidate) => candidate.id === id);
      if (!row) return jsonResponse(404, { message: 'Not found' });
      state.rows = state.rows.filter((candidate) => candidate !== row);
      state.trash = [trashed(row), ...state.trash];
      return jsonResponse(204, null);
    }
    if (path.endsWith('/restore')) {
      const row = state.trash.find((candidate) => candidate.id === id);
      if (!row) return jsonResponse(404, { message: 'Not in the trash' });
      state.trash = state.trash.filter((candidate) => candidate !== row);
      const { deleted_at: _deleted, purge_at: _purge, ...restored } = row;
      state.rows = [restored, ...state.rows];
      return jsonResponse(200, restored);
    }
    if (path.endsWith('/erase')) {
      const row = [...state.rows, ...state.trash].find((candidate) => candidate.id === id);
      if (!row) return jsonResponse(404, { message: 'Not found' });
      const erased = [...state.rows, ...state.trash].filter(
        (candidate) => student(candidate) === student(row),
      ).length;
      state.rows = state.rows.filter((candidate) => student(candidate) !== student(row));
      state.trash = state.trash.filter((candidate) => student(candidate) !== student(row));
      return jsonResponse(200, { erased });
    }
    return undefined;
  });
  return {
    ...api,
    state,
    /** The JSON bodies sent to paths ending with `suffix`. */
    bodies: (suffix: string) =>
      api.fetchMock.mock.calls
        .filter(([input]) => requestUrl(input).endsWith(suffix))
        .map(([, init]) => JSON.parse(init?.body as string) as unknown),
    /** The requests sent with this method to paths ending with `suffix`. */
    sent: (method: string, suffix = '') =>
      api.requests.filter((request) => request.method === method && request.path.endsWith(suffix)),
  };
}
