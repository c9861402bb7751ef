import axe from 'axe-core';

/**
 * axe-core's accessibility violations on the page as jsdom draws it, one line each (rule, help,
 * the nodes). jsdom lays nothing out, so colour contrast is the browser specs' business.
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  // jsdom has no canvas (it logs "not implemented"); axe then skips what needs one.
  const getContext = jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => null);
  const result = await axe.run(root, {
    iframes: false,
    rules: { 'color-contrast': { enabled: false } },
  });
  getContext.mockRestore();
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')})`,
  );
}
