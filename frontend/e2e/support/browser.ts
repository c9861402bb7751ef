import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { createMysqlDatabase, type TestDatabase } from '@piba/test-support/databases';
import { reportSkipped } from '@piba/test-support/skipped';
import { REPO_ROOT } from './server.js';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SCREENSHOTS = resolve(REPO_ROOT, 'test-artifacts/screenshots');

/**
 * Debian's Chromium, headless. Outside CI a missing browser skips the browser suites with the
 * reason; in CI it fails the run.
 */
export async function launchChromium(): Promise<Browser | null> {
  if (!existsSync(CHROMIUM)) {
    const reason = `Chromium not found at ${CHROMIUM} (apt-get install chromium, or set CHROME_PATH)`;
    if (process.env.CI === 'true') throw new Error(`${reason}; CI requires it.`);
    reportSkipped('the browser end-to-end tests', `${reason}.`);
    return null;
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return withoutServiceWorkers(browser);
}

/**
 * The built app registers a service worker, which would serve the next test's pages from its
 * cache. Pages and contexts block it unless a test asks for it with `serviceWorkers: 'allow'`.
 */
function withoutServiceWorkers(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', ...options });
  browser.newPage = (options = {}) => newPage({ serviceWorkers: 'block', ...options });
  return browser;
}

/**
 * What a browser test file needs: its own MySQL database and Chromium. Outside CI, when either is
 * missing, both are null (and the database made before the browser was found missing is dropped,
 * since the skipped file's afterAll never runs).
 */
export async function openBrowserSuite(): Promise<{
  database: TestDatabase | null;
  browser: Browser | null;
}> {
  const database = await createMysqlDatabase();
  const browser = database ? await launchChromium() : null;
  if (database && !browser) {
    await database.drop();
    return { database: null, browser: null };
  }
  return { database, browser };
}

/** Saves a full-page screenshot under test-artifacts/screenshots (git-ignored). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: resolve(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/**
 * Waits for `locator` as `locator.waitFor` does; when it times out, the error also says what the
 * page showed then (its text, its open dialogs, and the parts hidden from assistive technology,
 * which role queries skip), so that a failure on a busy CI machine explains itself.
 */
export async function waitShowingPage(
  locator: Locator,
  options?: Parameters<Locator['waitFor']>[0],
): Promise<void> {
  try {
    await locator.waitFor(options);
  } catch (error) {
    const shown = await locator
      .page()
      .evaluate(() => ({
        url: location.href,
        text: document.body.innerText.slice(0, 1500),
        dialogs: [...document.querySelectorAll('[role="dialog"]')].map((dialog) =>
          (dialog as HTMLElement).innerText.slice(0, 300),
        ),
        ariaHidden: [...document.querySelectorAll('body > [aria-hidden="true"]')].map(
          (element) => element.id || element.tagName,
        ),
      }))
      .catch((reason: unknown) => `(the page could not be read: ${String(reason)})`);
    const message = `${(error as Error).message}\nThe page showed: ${JSON.stringify(shown, null, 2)}`;
    throw new Error(message, { cause: error });
  }
}
