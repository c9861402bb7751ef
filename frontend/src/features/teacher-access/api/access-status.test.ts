import { jsonResponse, mockFetch } from '../../../testing/test-utils';
import type * as AccessStatus from './access-status';

type AccessStatusModule = typeof AccessStatus;

/** The module afresh: what it asked for early lives as long as the page. */
async function freshModule(): Promise<AccessStatusModule> {
  let loaded: AccessStatusModule | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('./access-status');
  });
  return loaded!;
}

describe('the open-access status asked for as the app starts', () => {
  afterEach(() => jest.useRealTimers());

  it('is asked for once, and every reader of the page shares the answer', async () => {
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse(200, { open_access: true }));
    const status = await freshModule();
    status.requestAccessStatusEarly();
    status.requestAccessStatusEarly();
    await status.accessStatusSettled();
    expect(status.earlyAccessStatus()).toEqual({ open_access: true });
    expect(await status.accessStatus()).toEqual({ open_access: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('holds a page until the answer is in', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch().mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const status = await freshModule();
    jest.useFakeTimers();
    status.requestAccessStatusEarly();
    let drawn = false;
    const settled = status.accessStatusSettled().then(() => (drawn = true));
    await jest.advanceTimersByTimeAsync(status.ACCESS_STATUS_WAIT_MS - 1);
    expect(drawn).toBe(false);
    answer(jsonResponse(200, { open_access: false }));
    await settled;
    expect(status.earlyAccessStatus()).toEqual({ open_access: false });
  });

  it('lets the page be drawn without it when the server holds the answer back', async () => {
    mockFetch().mockReturnValue(new Promise(() => undefined));
    const status = await freshModule();
    jest.useFakeTimers();
    status.requestAccessStatusEarly();
    const settled = status.accessStatusSettled();
    jest.advanceTimersByTime(status.ACCESS_STATUS_WAIT_MS);
    await settled;
    expect(status.earlyAccessStatus()).toBeUndefined();
  });

  it('holds nothing when it was not asked for early, and an unreachable server is no answer', async () => {
    mockFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    const status = await freshModule();
    await status.accessStatusSettled();
    expect(await status.accessStatus()).toBeNull();
  });
});
