import type { Page } from 'playwright-core';

/**
 * The teacher scrolls down the analysis past its first screen: the summary and the sections
 * below it load as they come near (they may be there already), and this waits for the summary.
 */
export async function scrollToReportRest(page: Page) {
  await page.getByTestId('evidence-sentence').waitFor();
  const loading = page.getByTestId('report-details-loading');
  const summary = page.getByRole('heading', { name: 'Ringkasan', exact: true, level: 2 });
  await loading.or(summary).first().waitFor();
  await page.evaluate(() =>
    document.querySelector('[data-testid="report-details-loading"]')?.scrollIntoView(),
  );
  await summary.waitFor();
}
