import { Link as RouterLink } from 'wouter';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

export function TopicActions() {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button variant="outlined" component={RouterLink} to="/" startIcon={<ArrowBackIcon />}>
        Kembali
      </Button>
      <Button variant="contained" component={RouterLink} to="/questions">
        Ambil quiz
      </Button>
    </Box>
  );
}
