import { Workbox } from 'workbox-window';
import { SETTLE_AFTER_LOAD_MS } from '../../lib/page-settled';
import { registerServiceWorker } from './register-service-worker';

jest.mock('workbox-window', () => ({
  Workbox: jest.fn().mockImplementation(() => ({
    addEventListener: jest.fn(),
    register: jest.fn().mockResolvedValue(undefined),
    update: jest.fn().mockResolvedValue(undefined),
  })),
}));

const WorkboxMock = Workbox as unknown as jest.Mock;

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

describe('registerServiceWorker', () => {
  beforeAll(() => {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
  });
  beforeEach(() => {
    jest.useFakeTimers();
    WorkboxMock.mockClear();
  });
  afterEach(() => {
    jest.clearAllTimers();
    jest.useRealTimers();
  });

  it('installs the offline app only once the page has loaded and settled, not while it loads', () => {
    setReadyState('loading');
    registerServiceWorker();
    jest.advanceTimersByTime(10 * SETTLE_AFTER_LOAD_MS);
    expect(WorkboxMock).not.toHaveBeenCalled();

    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(SETTLE_AFTER_LOAD_MS - 1);
    expect(WorkboxMock).not.toHaveBeenCalled();
    // jsdom has no requestIdleCallback: the idle moment is the next task, as in Safari.
    jest.advanceTimersByTime(1);
    jest.runOnlyPendingTimers();
    expect(WorkboxMock).toHaveBeenCalledTimes(1);
    expect(WorkboxMock).toHaveBeenCalledWith('/sw.js');
  });

  it('waits the same time when the page had already loaded', () => {
    setReadyState('complete');
    registerServiceWorker();
    jest.advanceTimersByTime(SETTLE_AFTER_LOAD_MS - 1);
    expect(WorkboxMock).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    jest.runOnlyPendingTimers();
    expect(WorkboxMock).toHaveBeenCalledTimes(1);
  });
});
