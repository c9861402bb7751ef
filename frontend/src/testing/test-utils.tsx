import type { ReactElement } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/router';
import { theme } from '../app/theme';

// Ripples finish on timers after a click, outside act(); the browser tests keep them.
const testTheme = createTheme(theme, {
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
});

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/**
 * Puts jsdom's browser at `path` (with a search and a hash if given), an entry without state, as a
 * page opened by its address. The app's router (wouter) follows the browser's address, so its
 * history state and Back (window.history.back()) are the browser's own, as in the app.
 */
export function openAddress(path: string) {
  window.history.replaceState(null, '', path);
}

/** The browser's Back, once the app has followed it (jsdom goes back a moment later). */
export function browserBack() {
  return act(async () => {
    const arrived = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    window.history.back();
    await arrived;
  });
}

/** Renders a component with the app's providers, the browser at `path`. */
export function renderWithProviders(ui: ReactElement, { path = '/' } = {}) {
  const queryClient = createTestQueryClient();
  const user = userEvent.setup();
  openAddress(path);
  const result = render(
    <AppProvider queryClient={queryClient}>
      <ThemeProvider theme={testTheme}>{ui}</ThemeProvider>
    </AppProvider>,
  );
  return { ...result, user, queryClient };
}

/** Renders the whole app (all routes, lazily loaded as in production) at `path`. */
export function renderApp(path = '/') {
  return renderWithProviders(<AppRoutes />, { path });
}

export function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  const byName = new Map(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => byName.get(name.toLowerCase()) ?? null },
    text: () => Promise.resolve(JSON.stringify(body)),
  } as Response;
}

/** The address a fetch was called with, whichever form the caller gave it in. */
export function requestUrl(input: Parameters<typeof fetch>[0]): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** Replaces the global fetch (jsdom has none) with a Jest mock. */
export function mockFetch(): jest.Mock<Promise<Response>, Parameters<typeof fetch>> {
  const fn = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
  global.fetch = fn;
  return fn;
}

export function setTabStorage(values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) window.sessionStorage.setItem(key, value);
}

/** For a test that expects the app to log errors: silences and returns console.error. */
export function expectConsoleErrors() {
  globalThis.allowConsoleErrors = true;
  return jest.mocked(console.error).mockImplementation(() => undefined);
}
