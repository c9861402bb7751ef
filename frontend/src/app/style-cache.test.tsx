import { render } from '@testing-library/react';
import Box from '@mui/material/Box';
import { AppProvider } from './provider';

/** Every rule the app's style cache wrote into the document. */
function writtenCss() {
  return [...document.querySelectorAll('style[data-emotion]')]
    .map((style) => {
      const rules = (style as HTMLStyleElement).sheet?.cssRules;
      // Emotion writes text nodes outside production and rules through the CSSOM in it.
      return rules?.length ? [...rules].map((rule) => rule.cssText).join('') : style.textContent;
    })
    .join('');
}

describe('the app style cache', () => {
  it('writes a -webkit- twin only where a supported browser needs one', () => {
    render(
      <AppProvider>
        <Box
          data-testid="box"
          sx={{
            display: 'flex',
            alignItems: 'center',
            transform: 'rotate(3deg)',
            transition: 'opacity 1s',
            userSelect: 'none',
            '@media print': { colorAdjust: 'exact' },
          }}
        />
      </AppProvider>,
    );
    const css = writtenCss().replace(/\s/g, '');

    expect(css).toContain('display:flex');
    expect(css).toContain('transform:rotate(3deg)');
    // Safari still reads user-select, and Chrome before 136 the print colours, only prefixed.
    expect(css).toContain('-webkit-user-select:none;user-select:none');
    expect(css).toContain('-webkit-print-color-adjust:exact;color-adjust:exact');
    // No copies for browsers that cannot run the app.
    expect(css).not.toMatch(/-(webkit|ms)-(flex|inline-flex|box|flexbox|transform|transition)/);
    expect(css).not.toMatch(/-(moz|ms)-(user-select|transform|transition)/);
  });
});
