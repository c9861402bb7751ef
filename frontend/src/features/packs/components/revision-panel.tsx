import { useSearchParams } from 'wouter';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ItemMeasures } from '@piba/shared';
import {
  DASH,
  type FlaggedQuestion,
  flaggedQuestions,
  formatIndex,
  formatShare,
  optionLetter,
  type RevisionRouteState,
  useAnalytics,
} from '../../analytics';
import { failureMessage } from '../../teacher-access';
import { useHistoryState } from '../../../lib/navigation';

/** How "Revisi soal" found the draft, when the writer should know it. */
function DraftNotice({ revision }: { revision: RevisionRouteState['revision'] | null }) {
  if (revision?.draft === 'duplicated') {
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        Paket bawaan PIBA hanya dapat dibaca, jadi draf ini adalah paket baru yang menyalinnya.
        Terbitkan draf ini, lalu pilih versinya untuk sesi berikutnya.
      </Alert>
    );
  }
  if (revision?.draft === 'opened' && !revision.sameAsVersion) {
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        Draf paket ini sudah berisi perubahan lain sejak versi yang dipakai sesi. Draf dibuka apa
        adanya dan tidak ditimpa; soal di bawah mungkin sudah berbeda dari yang dijawab siswa.
      </Alert>
    );
  }
  if (revision?.draft === 'created') {
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        Paket ini belum punya draf, jadi draf baru dibuat dari versi yang dipakai sesi.
      </Alert>
    );
  }
  return null;
}

const TEST_ROWS = [
  ['Pretest', 'pre'],
  ['Posttest', 'post'],
] as const;

/** Each option's share of one test, the key marked. */
const sharesOf = (item: ItemMeasures) =>
  item.options
    .map(
      (option) =>
        `${optionLetter(option.option)} ${formatShare(option.share)}${option.correct ? ' ✓' : ''}`,
    )
    .join(' · ') || DASH;

/** The question's figures from the analysis, and what calls for revising it. */
function Figures({ flagged, session }: { flagged: FlaggedQuestion; session: string }) {
  const { question, number, texts } = flagged;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Soal {number} ({question.topic}){session ? ` pada analisis sesi ${session}` : ''}.
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={`Angka Soal ${number} dari analisis`}>
          <TableHead>
            <TableRow>
              <TableCell>Tes</TableCell>
              <TableCell>Kesukaran p</TableCell>
              <TableCell>Daya pembeda D</TableCell>
              <TableCell>r_it</TableCell>
              <TableCell>Pilihan (✓ kunci)</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {TEST_ROWS.map(([label, key]) => {
              const item = question[key];
              return (
                <TableRow key={key}>
                  <TableCell component="th" scope="row">
                    {label}
                  </TableCell>
                  <TableCell>
                    {formatIndex(item.p)}
                    {item.band ? ` (${item.band})` : ''}
                  </TableCell>
                  <TableCell>{formatIndex(item.discrimination)}</TableCell>
                  <TableCell>{formatIndex(item.correctedItemTotal ?? null)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{sharesOf(item)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      {texts.length > 0 && (
        <Box component="ul" sx={{ pl: 2.5, mb: 0 }}>
          {texts.map((text) => (
            <Typography component="li" variant="body2" key={text} sx={{ mb: 0.5 }}>
              {text}
            </Typography>
          ))}
        </Box>
      )}
    </>
  );
}

/** The figures read again from the analysis of `session` (after a reload, or from a link). */
function AnalysedFigures({ session, name }: { session: string; name: string }) {
  const analysis = useAnalytics('', session);
  if (analysis.isPending) return <Typography role="status">Memuat angka analisis…</Typography>;
  if (analysis.isError) {
    return (
      <Alert severity="error">
        {failureMessage('Angka analisis gagal dimuat', analysis.error)}
      </Alert>
    );
  }
  const questions = analysis.data.questions;
  const index = questions.findIndex((question) => question.name === name);
  if (index < 0) {
    return (
      <Typography variant="body2">
        Analisis sesi {session} tidak memuat soal {name}.
      </Typography>
    );
  }
  const flagged = flaggedQuestions(questions).find((item) => item.question.name === name) ?? {
    question: questions[index],
    number: index + 1,
    texts: [],
  };
  return <Figures flagged={flagged} session={session} />;
}

/**
 * Beside the question opened from "Revisi soal": how its draft was found, and the question's
 * figures from the analysis (handed over by the analysis page, or read again by session code).
 * Nothing when the editor was opened otherwise.
 */
export function RevisionPanel() {
  const routeState = useHistoryState<Partial<RevisionRouteState> | null>();
  const [searchParams] = useSearchParams();
  const name = searchParams.get('question');
  const session = searchParams.get('sesi') ?? '';
  const revision = routeState?.revision ?? null;
  const handed = revision && revision.flagged.question.name === name ? revision.flagged : null;
  if (!name || (!handed && !session)) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="section-angka-uji-coba"
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, mb: 3 }}
    >
      <Typography
        id="section-angka-uji-coba"
        variant="h2"
        sx={{ fontSize: '1.3rem', fontWeight: 600, mb: 2 }}
      >
        Angka uji coba soal ini
      </Typography>
      <DraftNotice revision={revision} />
      {handed ? (
        <Figures flagged={handed} session={session} />
      ) : (
        <AnalysedFigures session={session} name={name} />
      )}
    </Paper>
  );
}
