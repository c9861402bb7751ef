import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import AccessibilityNewIcon from '@mui/icons-material/AccessibilityNew';
import AirIcon from '@mui/icons-material/Air';
import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';
import { homeContent } from '../../../content/home';

interface TopicCard {
  title: string;
  description: string;
  action: string;
  to: string;
  icon: ReactNode;
}

const topics: TopicCard[] = [
  {
    title: 'Pengenalan Tubuh Manusia',
    description: homeContent.topicDescriptions.body,
    action: 'Mulai Belajar',
    to: '/topics/slide-1',
    icon: <AccessibilityNewIcon fontSize="large" />,
  },
  {
    title: 'Pengenalan Senam RAS',
    description: homeContent.topicDescriptions.ras,
    action: 'Mulai Belajar',
    to: '/topics/slide-2',
    icon: <DirectionsRunIcon fontSize="large" />,
  },
  {
    title: 'Pernapasan Manusia',
    description: homeContent.topicDescriptions.breathing,
    action: 'Tonton Video',
    to: '/topics/video-1',
    icon: <AirIcon fontSize="large" />,
  },
];

// The whole card is one link; the "button" inside is only its look, so nothing interactive nests.
const buttonLook = {
  display: 'inline-block',
  mt: 2,
  px: 2,
  py: 1,
  borderRadius: 2,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  fontWeight: 600,
} as const;

export function TopicCards() {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
      }}
    >
      {topics.map((topic) => (
        <Card component="li" key={topic.to} variant="outlined" sx={{ display: 'flex' }}>
          <CardActionArea
            component={RouterLink}
            to={topic.to}
            sx={{ display: 'flex', alignItems: 'stretch' }}
          >
            <CardContent sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
              <Box sx={{ color: 'primary.main', mb: 1 }} aria-hidden>
                {topic.icon}
              </Box>
              <Typography variant="h3" component="h3" gutterBottom>
                {topic.title}
              </Typography>
              <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
                {topic.description}
              </Typography>
              <Box component="span" sx={{ ...buttonLook, alignSelf: 'flex-start' }}>
                {topic.action}
              </Box>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
