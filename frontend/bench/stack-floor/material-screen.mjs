// The home page's first screen (welcome, subtitle, the topic cards) drawn with Material UI as the
// app draws it, without the app around it: what the stack alone costs a page.
import { createElement as h } from 'react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessibilityNewIcon from '@mui/icons-material/AccessibilityNew';
import AirIcon from '@mui/icons-material/Air';
import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';
import MenuBookIcon from '@mui/icons-material/MenuBook';

const ICONS = { body: AccessibilityNewIcon, exercise: DirectionsRunIcon, breathing: AirIcon };

// The app's theme, in short (src/app/theme.ts).
const theme = createTheme({
  palette: {
    primary: { main: '#1a56a8' },
    background: { default: '#f5f7fb', paper: '#ffffff' },
    text: { primary: '#1c2430', secondary: '#4a5566' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 },
    h2: { fontSize: '1.6rem', fontWeight: 700 },
    h3: { fontSize: '1.25rem', fontWeight: 700 },
  },
});

const buttonLook = {
  display: 'inline-block',
  mt: 2,
  px: 2,
  py: 1,
  borderRadius: 2,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  fontWeight: 600,
  alignSelf: 'flex-start',
};

function TopicCard({ topic }) {
  const Icon = ICONS[topic.card.icon] ?? MenuBookIcon;
  return h(
    Card,
    { component: 'li', variant: 'outlined', sx: { display: 'flex' } },
    h(
      CardActionArea,
      { href: `/topics/${topic.id}`, sx: { display: 'flex', alignItems: 'stretch' } },
      h(
        CardContent,
        { sx: { display: 'flex', flexDirection: 'column', width: '100%' } },
        h(
          Box,
          { sx: { color: 'primary.main', mb: 1 }, 'aria-hidden': true },
          h(Icon, { fontSize: 'large' }),
        ),
        h(Typography, { variant: 'h3', gutterBottom: true }, topic.title),
        h(Typography, { color: 'text.secondary', sx: { flexGrow: 1 } }, topic.card.description),
        h(Box, { component: 'span', sx: buttonLook }, topic.card.action),
      ),
    ),
  );
}

/** `lesson`: the default pack's document (its home and topics). */
export function MaterialScreen({ lesson }) {
  return h(
    ThemeProvider,
    { theme },
    h(CssBaseline),
    h(
      Container,
      { component: 'main', maxWidth: 'lg', sx: { pt: { xs: 4, md: 6 } } },
      h(
        Stack,
        { spacing: { xs: 4, md: 6 } },
        h(
          'header',
          null,
          h(Typography, { variant: 'h1', gutterBottom: true }, 'Selamat datang di PIBA!'),
          h(
            Typography,
            { variant: 'h6', component: 'p', color: 'text.secondary' },
            lesson.home.subtitle,
          ),
        ),
        h(
          'section',
          { 'aria-labelledby': 'topics-title' },
          h(
            Typography,
            { id: 'topics-title', variant: 'h2', gutterBottom: true },
            'Materi Belajar',
          ),
          h(
            Box,
            {
              component: 'ul',
              sx: {
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
              },
            },
            lesson.topics.map((topic) => h(TopicCard, { key: topic.id, topic })),
          ),
        ),
      ),
    ),
  );
}
