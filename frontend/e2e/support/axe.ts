import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Rules about a whole page, which a frame drawing a part of one (the editor's preview of a slide)
 * does not have to follow: its own title, main landmark and level-one heading.
 */
const WHOLE_PAGE_RULES = ['document-title', 'landmark-one-main', 'page-has-heading-one', 'region'];

/**
 * axe-core's accessibility violations on the page as Chromium draws it, colour contrast included,
 * one line each (rule, help, each node's selector and start). Each frame of the page (an editor's
 * preview, say) is checked in its own document, as a part of the page.
 */
export async function browserAxeViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const frame of page.frames()) {
    await frame.evaluate(AXE_SOURCE);
    const part = frame !== page.mainFrame();
    const lines = await frame.evaluate(
      async (skipped) => {
        const { axe } = window as unknown as {
          axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
        };
        // A colour still changing (a button just enabled) would be measured half-way.
        await Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        );
        const result = await axe.run(document, {
          iframes: false,
          rules: Object.fromEntries(skipped.map((rule) => [rule, { enabled: false }])),
        });
        return result.violations.map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes
              .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 80)}`)
              .join(', ')})`,
        );
      },
      part ? WHOLE_PAGE_RULES : [],
    );
    found.push(...lines.map((line) => (part ? `frame: ${line}` : line)));
  }
  return found;
}
