import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { seedDefaultPack } from './lesson-pack';

// A lazily loaded route can take seconds on a busy 2-core CI machine; a query that is never
// satisfied still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

// The open-access banner's request is its own test's business (components/__mocks__).
jest.mock('../features/teacher-access/components/open-access-banner');

declare global {
  var allowConsoleErrors: boolean;
}

beforeEach(() => {
  window.sessionStorage.clear();
  // The quiz outbox keeps unsent results there.
  window.localStorage.clear();
  // The lesson's pages read the default pack, as the app has it once the server answered.
  seedDefaultPack();
  // jsdom does not lay out pages; these would only log "not implemented".
  window.scrollTo = jest.fn();
  Element.prototype.scrollIntoView = jest.fn();
  // React warnings (act, keys, invalid children) fail the test unless it expects errors.
  globalThis.allowConsoleErrors = false;
  jest.spyOn(console, 'error');
});

afterEach(() => {
  const calls = jest.mocked(console.error).mock.calls;
  jest.restoreAllMocks();
  if (!globalThis.allowConsoleErrors && calls.length > 0) {
    throw new Error(`Unexpected console.error: ${calls.map((args) => String(args[0])).join('\n')}`);
  }
});
