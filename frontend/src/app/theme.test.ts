import { getContrastRatio } from '@mui/material/styles';
import { theme } from './theme';

const { palette } = theme;
const COLOURS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

describe('the theme', () => {
  it.each(COLOURS)(
    '%s keeps 4.5:1 as a fill behind its text, as text on the page, and as hovered',
    (name) => {
      const colour = palette[name];
      expect(getContrastRatio(colour.main, colour.contrastText)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(colour.dark, colour.contrastText)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(colour.main, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(colour.main, palette.background.default)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
