import { Link as RouterLink } from 'wouter';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { PackTopic, PackTopicIcon } from '@piba/shared';
import AccessibilityNewIcon from '@mui/icons-material/AccessibilityNew';
import AirIcon from '@mui/icons-material/Air';
import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';
import FavoriteIcon from '@mui/icons-material/Favorite';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PsychologyIcon from '@mui/icons-material/Psychology';
import RestaurantIcon from '@mui/icons-material/Restaurant';

/** The icon a pack's topic card names, drawn from the app's fixed set. */
const ICONS: Record<PackTopicIcon, typeof AirIcon> = {
  body: AccessibilityNewIcon,
  exercise: DirectionsRunIcon,
  breathing: AirIcon,
  food: RestaurantIcon,
  heart: FavoriteIcon,
  mind: PsychologyIcon,
  book: MenuBookIcon,
};

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

/** The lesson's topics as cards, in the pack's order; each card leads to `/topics/<id>`. */
export function TopicCards({ topics }: { topics: PackTopic[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: `repeat(${Math.min(topics.length, 3)}, 1fr)` },
      }}
    >
      {topics.map((topic) => {
        const Icon = ICONS[topic.card.icon] ?? MenuBookIcon;
        return (
          <Card component="li" key={topic.id} variant="outlined" sx={{ display: 'flex' }}>
            <CardActionArea
              component={RouterLink}
              to={`/topics/${topic.id}`}
              sx={{ display: 'flex', alignItems: 'stretch' }}
            >
              <CardContent sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
                <Box sx={{ color: 'primary.main', mb: 1 }} aria-hidden>
                  <Icon fontSize="large" />
                </Box>
                <Typography variant="h3" component="h3" gutterBottom>
                  {topic.title}
                </Typography>
                <Typography color="textSecondary" sx={{ flexGrow: 1 }}>
                  {topic.card.description}
                </Typography>
                <Box component="span" sx={{ ...buttonLook, alignSelf: 'flex-start' }}>
                  {topic.card.action}
                </Box>
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
