import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe-core's accessibility violations on the page as Chromium draws it, colour contrast included,
 * one line each (rule, help, the nodes). Each frame of the page (an editor's preview, say) is
 * checked in its own document.
 */
export async function browserAxeViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const frame of page.frames()) {
    await frame.evaluate(AXE_SOURCE);
    const lines = await frame.evaluate(async () => {
      const { axe } = window as unknown as {
        axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
      };
      const result = await axe.run(document, { iframes: false });
      return result.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes
            .map((node) => node.target.join(' '))
            .join(', ')})`,
      );
    });
    found.push(...lines.map((line) => (frame === page.mainFrame() ? line : `frame: ${line}`)));
  }
  return found;
}
