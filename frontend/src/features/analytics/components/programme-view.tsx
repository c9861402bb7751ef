import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { failureMessage } from '../../teacher-access';
import { useProgramme } from '../api/get-programme';
import { firstGroup } from '../programme-groups';
import { designFigures } from '../design-figures';
import { ComparisonSection, DesignsSections } from './designs-section';
import { ForestPlot } from './forest-plot';
import { ProgrammeTable } from './programme-table';
import { ReportSection } from './report-section';

/**
 * The whole programme, for the admin key with no session chosen: every session side by side and
 * their meta-analysis, then taught against comparison classes when the sessions hold both.
 */
export function ProgrammeView({ includeFlagged = false }: { includeFlagged?: boolean }) {
  const programme = useProgramme(true, includeFlagged);
  const data = programme.data;
  let body;
  if (!data && programme.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void programme.refetch()}>
            Coba lagi
          </Button>
        }
      >
        {failureMessage('Perbandingan sesi gagal dimuat', programme.error)}
      </Alert>
    );
  } else if (!data) {
    body = <Typography role="status">Memuat perbandingan sesi…</Typography>;
  } else if (data.sessions.length === 0) {
    body = <Typography>Belum ada sesi dengan hasil kuis.</Typography>;
  } else {
    body = (
      <>
        <ProgrammeTable programme={data} />
        {(data.groups?.length ?? 0) > 1 && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            Gambar di bawah ini hanya memuat sesi dengan kunci jawaban{' '}
            {data.groups![0].answer_key_version}, kelompok sesi terbaru.
          </Typography>
        )}
        <ForestPlot programme={firstGroup(data)} />
      </>
    );
  }
  const comparison = data?.designs?.comparison;
  // designs.comparison is the first group's; every other group with both arms has its own.
  const others = (data?.groups ?? []).flatMap((group) =>
    group.comparison
      ? [
          {
            version: group.answer_key_version,
            comparison: designFigures({ comparison: group.comparison }).comparison!,
          },
        ]
      : [],
  );
  return (
    <>
      <ReportSection id="analisis-program" title="Semua sesi">
        {body}
      </ReportSection>
      {comparison && <DesignsSections designs={{ comparison }} />}
      {others.slice(1).map((group) => (
        <ComparisonSection
          key={group.version}
          id={`analisis-pembanding-${group.version}`}
          comparison={group.comparison}
        />
      ))}
    </>
  );
}
