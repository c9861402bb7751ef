import { Link as RouterLink } from 'wouter';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import {
  AnalyticsState,
  PrintNamesSwitch,
  PrintOptionsProvider,
  printReport,
  useAnalytics,
  useClassParam,
} from '../../features/analytics';
import { ClassSelect, historyPath } from '../../features/history';
import { SessionSelect } from '../../features/sessions';
import { AccessKeyDialog, ScopeNote, useTeacherAccess } from '../../features/teacher-access';

// Paper is white whatever the screen's background.
const printStyles = <GlobalStyles styles={{ '@media print': { body: { background: '#fff' } } }} />;

export default function AnalyticsRoute() {
  const [classRoom, setClassRoom, session, setTabStorage, includeFlagged] = useClassParam();
  const report = useAnalytics(classRoom, session, includeFlagged);
  // Same key, same dialog as the results table: a key accepted on either page opens both.
  const access = useTeacherAccess(report);

  return (
    <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {printStyles}
      <Button
        component={RouterLink}
        // The table opens on the session and class analysed here.
        to={historyPath(classRoom, session)}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 2, displayPrint: 'none' }}
      >
        Kembali ke tabel hasil
      </Button>
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
        Analisis Pembelajaran
      </Typography>
      <ScopeNote />
      {/* On paper the selectors are hidden: the report's own heading says what it covers. */}
      <PrintOptionsProvider>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            displayPrint: 'none',
          }}
        >
          <SessionSelect value={session} onChange={setTabStorage} />
          <ClassSelect value={classRoom} session={session} onChange={setClassRoom} />
          <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => void printReport()}>
            Cetak laporan
          </Button>
          {/* Off by default: paper and the workbook show participant codes, not names. */}
          <PrintNamesSwitch />
        </Box>
        {/* Its own block for margins: the report's first section, whose top margin would
            otherwise merge with this one, does not move the box down when it replaces the
            loading line. */}
        <Box sx={{ mt: 2, display: 'flow-root' }}>
          <AnalyticsState report={report} access={access} classRoom={classRoom} />
        </Box>
      </PrintOptionsProvider>
      <AccessKeyDialog access={access} />
    </Container>
  );
}
