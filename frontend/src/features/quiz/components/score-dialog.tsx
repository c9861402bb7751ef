import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { QuizResult } from '../../../lib/quiz-rules';

interface ScoreDialogProps {
  result: QuizResult | null;
  onClose: () => void;
}

export function ScoreDialog({ result, onClose }: ScoreDialogProps) {
  return (
    <Dialog open={result !== null} onClose={onClose} aria-labelledby="score-dialog-title">
      <DialogTitle id="score-dialog-title">Your Score</DialogTitle>
      {result && (
        <DialogContent>
          <Typography variant="h6" component="p">
            Score: {result.score}
          </Typography>
          <Typography variant="h6" component="p">
            Percentage: {result.percentageText}%
          </Typography>
        </DialogContent>
      )}
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
