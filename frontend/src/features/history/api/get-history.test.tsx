import { act, screen } from '@testing-library/react';
import { renderApp } from '../../../testing/test-utils';
import { mockHistoryApi, preloadGrid } from '../../../testing/history-api-mock';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('live refresh of the table', () => {
  beforeAll(preloadGrid);

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    delete (document as { visibilityState?: string }).visibilityState;
  });

  it('asks again every 10 s while the tab is visible, and not while it is hidden', async () => {
    const api = mockHistoryApi();
    renderApp('/history');
    await screen.findByRole('heading', { name: 'History Table' });
    const first = api.listRequests().length;

    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(api.listRequests()).toHaveLength(first + 1);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();

    act(() => setVisibility('hidden'));
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(api.listRequests()).toHaveLength(first + 1);

    act(() => setVisibility('visible'));
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(api.listRequests().length).toBeGreaterThan(first + 1);
  });
});
