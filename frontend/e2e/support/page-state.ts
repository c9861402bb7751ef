import type { Page } from 'playwright-core';

/**
 * What the page showed when a step failed: its address, its first heading, its alerts and
 * status lines, and the names of its regions. A step that times out says only what it waited
 * for; this says what was there instead.
 */
export async function pageState(page: Page): Promise<string> {
  try {
    return await page.evaluate(() => {
      const texts = (selector: string) =>
        [...document.querySelectorAll<HTMLElement>(selector)]
          .map((element) => element.innerText.trim().replace(/\s+/g, ' ').slice(0, 200))
          .filter(Boolean);
      return [
        `address: ${location.href}`,
        `h1: ${texts('h1').join(' | ') || '(none)'}`,
        `alerts: ${texts('[role="alert"]').join(' | ') || '(none)'}`,
        `status lines: ${texts('[role="status"]').join(' | ') || '(none)'}`,
        `expanded: ${texts('[aria-expanded="true"]').join(' | ') || '(none)'}`,
        `regions: ${[...document.querySelectorAll('section[aria-label]')]
          .map((section) => section.getAttribute('aria-label'))
          .join(', ')}`,
      ].join('\n');
    });
  } catch (error) {
    return `(the page could not be read: ${String(error)})`;
  }
}

/** Runs a step; if it fails, its error also says what the page showed at that moment. */
export async function withPageState<T>(page: Page, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof Error) {
      const shown = `\n\nThe page showed:\n${await pageState(page)}`;
      // Jest prints the stack, which holds the message as it was when the error was made.
      error.stack = error.stack?.replace(error.message, `${error.message}${shown}`);
      error.message += shown;
    }
    throw error;
  }
}
