import { createTheme } from '@mui/material/styles';

// System fonts: nothing to download in a school lab with slow or no internet.
const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  palette: {
    // Both colours keep at least 4.5:1 contrast against white text and white backgrounds.
    primary: { main: '#1a56a8' },
    secondary: { main: '#8a3b00' },
    // MUI's own warning, info and success fall under 4.5:1 with white text (a warning chip,
    // say); these darker shades keep it as a chip's fill, as text on the page and in an alert.
    warning: { main: '#a84c00', contrastText: '#ffffff' },
    info: { main: '#0a6ebd', contrastText: '#ffffff' },
    success: { main: '#1b6e20', contrastText: '#ffffff' },
    background: { default: '#f5f7fb', paper: '#ffffff' },
    text: { primary: '#1c2430', secondary: '#4a5566' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily,
    h1: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 },
    h2: { fontSize: '1.6rem', fontWeight: 700 },
    h3: { fontSize: '1.25rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});
