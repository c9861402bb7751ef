import { Link as RouterLink } from 'wouter';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import QuizIcon from '@mui/icons-material/Quiz';
import { JourneyStatus } from './journey-status';

/** The quiz's card: what the pack says of its test, where the student is, and the ways in. */
export function QuizCard({ description }: { description: string }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="quiz-card-title">
      <CardContent>
        <QuizIcon fontSize="large" color="primary" aria-hidden />
        <Typography id="quiz-card-title" variant="h2" gutterBottom>
          Quiz
        </Typography>
        <Typography color="textSecondary">{description}</Typography>
        <JourneyStatus />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" component={RouterLink} to="/questions">
          Mulai Quiz
        </Button>
        <Button variant="outlined" component={RouterLink} to="/history">
          Lihat hasil
        </Button>
      </CardActions>
    </Card>
  );
}
