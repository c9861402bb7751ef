import type { Submission } from '@piba/shared';
import { forgetStudent, participantId, readPendingSubmissions, saveIdentity } from '../student';
import {
  expectConsoleErrors,
  jsonResponse,
  mockFetch,
  setTabStorage,
} from '../../testing/test-utils';
import { flushOutbox, submissionStatus, submitResult, waitingCount } from './outbox';
import { onSubmissionSaved } from './outbox-events';
import { ENTRY_PREFIX, readEntry, SAVED_PREFIX, writeEntry } from './outbox-storage';
import { startOutbox } from './start-outbox';

const input: Submission = {
  name: 'Siti',
  class_room: '8A',
  score: '7/10',
  percentage: 70,
  is_pretest: true,
  is_posttest: false,
};
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const saved = () => Promise.resolve(jsonResponse(201, { id: 1 }));
const sentIds = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(init.body).submission_id as string);
const isPretest = () => window.sessionStorage.getItem('isPretest');

/** An entry as another tab, or this browser before a reload, left it. */
function storedEntry(id: string, extra: object = {}) {
  writeEntry({ submission: { ...input, submission_id: id }, failures: 0, notBefore: 0, ...extra });
}

let stop: () => void = () => undefined;
let warn: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  setTabStorage({ isPretest: '1' });
  // Each failed try is logged as a warning; the tests look at what was sent instead.
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  // The largest delay of each backoff step: 2 s, 4 s, 8 s …
  jest.spyOn(Math, 'random').mockReturnValue(0.999);
});

afterEach(() => {
  stop();
  stop = () => undefined;
  jest.useRealTimers();
});

describe('submitResult', () => {
  it('stores the result with a submission_id before sending it', async () => {
    const fetchMock = mockFetch().mockReturnValue(new Promise(() => undefined));
    void submitResult(input);
    await jest.advanceTimersByTimeAsync(0);

    const [id] = sentIds(fetchMock);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(JSON.parse(window.localStorage.getItem(ENTRY_PREFIX + id)!)).toMatchObject({
      submission: { ...input, submission_id: id },
    });
    expect(submissionStatus(id)).toBe('waiting');
    expect(waitingCount()).toBe(1);
  });

  it.each([
    [201, 'saved now'],
    [200, 'already saved by an earlier try'],
  ])('treats %i (%s) as saved: leaves the outbox and ends the pre-test', async (status) => {
    mockFetch().mockResolvedValue(jsonResponse(status, { id: 1 }));
    const id = await submitResult(input);
    expect(submissionStatus(id)).toBe('saved');
    expect(waitingCount()).toBe(0);
    expect(isPretest()).toBe('0');
    expect(readPendingSubmissions()).toEqual([]);
  });

  it('resolves after waitMs while the server is slow, and keeps the try going', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch().mockReturnValue(new Promise((resolve) => (answer = resolve)));
    let id: string | undefined;
    void submitResult(input, 5_000).then((value) => (id = value));
    await jest.advanceTimersByTimeAsync(5_000);
    expect(submissionStatus(id!)).toBe('waiting');
    answer(jsonResponse(201, { id: 1 }));
    await jest.advanceTimersByTimeAsync(0);
    expect(submissionStatus(id!)).toBe('saved');
    expect(isPretest()).toBe('0');
  });
});

describe('retries', () => {
  it('retries with exponential backoff, always with the same submission_id', async () => {
    const fetchMock = mockFetch().mockImplementation(offline);
    stop = startOutbox();
    const id = await submitResult(input);
    expect(submissionStatus(id)).toBe('waiting');
    expect(isPretest()).toBe('1');

    const callsAfter = async (ms: number) => {
      await jest.advanceTimersByTimeAsync(ms);
      return fetchMock.mock.calls.length;
    };
    expect(await callsAfter(1_900)).toBe(1);
    expect(await callsAfter(200)).toBe(2); // ~2 s
    expect(await callsAfter(3_800)).toBe(2);
    expect(await callsAfter(300)).toBe(3); // ~4 s later
    expect(await callsAfter(8_000)).toBe(4); // ~8 s later
    expect(readEntry(id)?.failures).toBe(4);

    fetchMock.mockImplementation(saved);
    expect(await callsAfter(16_000)).toBe(5);
    expect(new Set(sentIds(fetchMock))).toEqual(new Set([id]));
    expect(submissionStatus(id)).toBe('saved');
    expect(isPretest()).toBe('0');
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('never waits more than about a minute between tries', async () => {
    const fetchMock = mockFetch().mockImplementation(offline);
    stop = startOutbox();
    storedEntry('long-outage', { failures: 20 });
    await flushOutbox();
    const calls = fetchMock.mock.calls.length;
    await jest.advanceTimersByTimeAsync(60_000);
    expect(fetchMock.mock.calls.length).toBe(calls + 1);
  });

  it.each([429, 503])('waits at least the Retry-After of a %i', async (status) => {
    const fetchMock = mockFetch().mockResolvedValueOnce(
      jsonResponse(status, { message: 'busy' }, { 'Retry-After': '30' }),
    );
    fetchMock.mockImplementation(saved);
    stop = startOutbox();
    const id = await submitResult(input);
    await jest.advanceTimersByTimeAsync(29_000);
    // Coming back online does not cut short what the server asked for.
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(900);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1_200);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(submissionStatus(id)).toBe('saved');
  });

  it('sends at once when the browser comes back online', async () => {
    const fetchMock = mockFetch().mockImplementation(offline);
    stop = startOutbox();
    const id = await submitResult(input);
    fetchMock.mockImplementation(saved);
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(submissionStatus(id)).toBe('saved');
  });

  it('does not take a page of a captive portal for a save', async () => {
    mockFetch().mockResolvedValue({
      ok: true,
      status: 200,
      text: () => Promise.resolve('<html>'),
    } as Response);
    const id = await submitResult(input);
    expect(submissionStatus(id)).toBe('waiting');
  });
});

describe('results the server refuses', () => {
  it.each([
    [409, 'submission_id was used for another result'],
    [400, 'score must match'],
    [413, 'request entity too large'],
  ])(
    'drops a %i with an error in the console and never sends it again',
    async (status, message) => {
      const consoleError = expectConsoleErrors();
      const fetchMock = mockFetch().mockResolvedValue(jsonResponse(status, { message }));
      stop = startOutbox();
      const id = await submitResult(input);

      expect(submissionStatus(id)).toBe('rejected');
      expect(waitingCount()).toBe(0);
      expect(consoleError).toHaveBeenCalledWith(
        expect.stringContaining('ditolak'),
        expect.objectContaining({ status, message }),
        expect.objectContaining({ submission_id: id }),
      );
      window.dispatchEvent(new Event('online'));
      await jest.advanceTimersByTimeAsync(120_000);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(isPretest()).toBe('1');
      expect(readPendingSubmissions()).toEqual([]);
    },
  );
});

describe('across reloads and tabs', () => {
  it('sends what an earlier page left in the outbox when it starts', async () => {
    const fetchMock = mockFetch().mockImplementation(saved);
    storedEntry('left-before-reload', { failures: 3, notBefore: Date.now() + 30_000 });
    stop = startOutbox();
    await jest.advanceTimersByTimeAsync(0);
    expect(sentIds(fetchMock)).toEqual(['left-before-reload']);
    expect(submissionStatus('left-before-reload')).toBe('saved');
  });

  it("ends this tab's pre-test only for results made in this tab", async () => {
    mockFetch().mockImplementation(saved);
    storedEntry('from-another-tab');
    stop = startOutbox();
    await jest.advanceTimersByTimeAsync(0);
    expect(submissionStatus('from-another-tab')).toBe('saved');
    expect(isPretest()).toBe('1');
  });

  it('ends the pre-test when another tab saves a result of this tab', async () => {
    mockFetch().mockImplementation(offline);
    stop = startOutbox();
    const id = await submitResult(input);
    const listener = jest.fn();
    const stopListening = onSubmissionSaved(listener);

    // What the other tab writes when the server confirms the result.
    window.localStorage.removeItem(ENTRY_PREFIX + id);
    window.localStorage.setItem(SAVED_PREFIX + id, String(Date.now()));
    window.dispatchEvent(new StorageEvent('storage', { key: SAVED_PREFIX + id, newValue: '1' }));

    expect(isPretest()).toBe('0');
    expect(submissionStatus(id)).toBe('saved');
    expect(listener).toHaveBeenCalled();
    stopListening();
  });

  it("sends a result under the student who wrote it, and its late confirmation leaves the next student's stage", async () => {
    const fetchMock = mockFetch().mockImplementation(offline);
    stop = startOutbox();
    saveIdentity('Ani', '8A');
    const ani = participantId();
    const id = await submitResult({ ...input, name: 'Ani', participant_id: ani });
    // Ani makes way for Budi before the result reaches the server.
    forgetStudent();
    saveIdentity('Budi', '8B');
    fetchMock.mockImplementation(saved);
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(0);

    expect(submissionStatus(id)).toBe('saved');
    const sent = fetchMock.mock.calls.map(([, init]) => JSON.parse(init?.body as string));
    expect(sent.at(-1)).toMatchObject({ name: 'Ani', class_room: '8A', participant_id: ani });
    expect(isPretest()).toBe('1');
    expect(participantId()).not.toBe(ani);
  });

  it('sends an entry only once at a time, in this tab or with another tab holding it', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch().mockImplementation(
      () => new Promise((resolve) => (answer = resolve)),
    );
    storedEntry('busy');
    stop = startOutbox();
    void flushOutbox('now');
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(5_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(jsonResponse(201, { id: 1 }));
    await jest.advanceTimersByTimeAsync(0);

    storedEntry('held-by-another-tab', {
      leaseOwner: 'another-tab',
      leaseUntil: Date.now() + 20_000,
    });
    await flushOutbox('now');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The other tab closed without finishing: its hold runs out and this tab takes over.
    fetchMock.mockImplementation(saved);
    await jest.advanceTimersByTimeAsync(20_500);
    expect(sentIds(fetchMock)).toEqual(['busy', 'held-by-another-tab']);
  });
});

describe('blocked storage', () => {
  it('keeps the result in memory and still sends it', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const fetchMock = mockFetch().mockImplementationOnce(offline).mockImplementation(saved);
    await jest.isolateModulesAsync(async () => {
      const outbox = await import('./outbox');
      const stopIsolated = (await import('./start-outbox')).startOutbox();
      const id = await outbox.submitResult(input);
      expect(outbox.submissionStatus(id)).toBe('waiting');
      await jest.advanceTimersByTimeAsync(2_100);
      expect(outbox.submissionStatus(id)).toBe('saved');
      expect(fetchMock).toHaveBeenCalledTimes(2);
      stopIsolated();
    });
  });
});
