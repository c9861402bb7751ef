import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { slideDecks } from '../../content/slides';
import { CurrentStudent } from '../../features/identity';
import { Carousel, Metronome, TopicActions, VideoPlayer, topicTitle } from '../../features/topics';

export default function TopicRoute() {
  const slide = useParams().slide ?? '';
  const title = topicTitle(slide);

  return (
    <Box component="main" sx={{ height: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          px: 2,
          py: 1,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.2rem', md: '1.5rem' } }}>
          {title}
        </Typography>
        <CurrentStudent />
        <TopicActions />
      </Box>
      {/* Senam RAS is movement to a steady beat, so its topic brings one. */}
      {slide === 'slide-2' && <Metronome />}
      {slide === 'video-1' ? (
        <Box sx={{ flex: 1, overflowY: 'auto', py: 2 }}>
          <VideoPlayer />
        </Box>
      ) : (
        <Carousel
          key={slide}
          slides={Object.hasOwn(slideDecks, slide) ? slideDecks[slide] : []}
          label={title}
        />
      )}
    </Box>
  );
}
