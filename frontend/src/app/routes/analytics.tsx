import { Link as RouterLink } from 'wouter';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import {
  BACK_ICON,
  plainButtonClass,
  plainButtonStyles,
  plainIcon,
} from '../../components/plain-button';
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

/** MUI's Print icon. */
const PRINT_ICON =
  'M19 8H5c-1.66 0-3 1.34-3 3v6h4v4h12v-4h4v-6c0-1.66-1.34-3-3-3m-3 11H8v-5h8zm3-7c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m-1-9H6v4h12z';

/**
 * The page's link back, heading and controls as plain elements styled once, with MUI's look
 * (components/plain-button.tsx): fewer components before the report's first screen.
 */
const pageStyles = (theme: Theme) => ({
  ...plainButtonStyles(theme),
  py: { xs: 3, md: 5 },
  '& > .back': { marginBottom: theme.spacing(2) },
  '& > h1': {
    ...theme.typography.h1,
    margin: 0,
    marginBottom: '0.35em',
    fontSize: '1.6rem',
    [theme.breakpoints.up('md')]: { fontSize: '2rem' },
  },
  '& > .controls': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(2),
    alignItems: 'center',
  },
  // Its own block for margins: the report's first section, whose top margin would otherwise
  // merge with this one, does not move the box down when it replaces the loading line.
  '& > .report': { marginTop: theme.spacing(2), display: 'flow-root' },
  '@media print': { '& > .back, & > .controls': { display: 'none' } },
});

export default function AnalyticsRoute() {
  const [classRoom, setClassRoom, session, setTabStorage, includeFlagged] = useClassParam();
  const report = useAnalytics(classRoom, session, includeFlagged);
  // Same key, same dialog as the results table: a key accepted on either page opens both.
  const access = useTeacherAccess(report);

  return (
    <Container component="main" maxWidth="lg" sx={pageStyles}>
      {printStyles}
      {/* The table opens on the session and class analysed here. */}
      <RouterLink
        to={historyPath(classRoom, session)}
        className={`back ${plainButtonClass('text')}`}
      >
        {plainIcon(BACK_ICON)}
        Kembali ke tabel hasil
      </RouterLink>
      <h1>Analisis Pembelajaran</h1>
      <ScopeNote />
      {/* On paper the selectors are hidden: the report's own heading says what it covers. */}
      <PrintOptionsProvider>
        <div className="controls">
          <SessionSelect value={session} onChange={setTabStorage} />
          <ClassSelect value={classRoom} session={session} onChange={setClassRoom} />
          <button
            type="button"
            className={plainButtonClass('outlined')}
            onClick={() => void printReport()}
          >
            {plainIcon(PRINT_ICON)}
            Cetak laporan
          </button>
          {/* Off by default: paper and the workbook show participant codes, not names. */}
          <PrintNamesSwitch />
        </div>
        <div className="report">
          <AnalyticsState report={report} access={access} classRoom={classRoom} />
        </div>
      </PrintOptionsProvider>
      <AccessKeyDialog access={access} />
    </Container>
  );
}
