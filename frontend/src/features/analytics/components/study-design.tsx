import { styled } from '@mui/material/styles';
import { formatWibLong } from '@piba/shared';
import type { AnalyticsReport } from '@piba/shared';
import { pairsText } from '../evidence-format';
import { shortVersion } from '../programme-groups';

type DesignProps = Pick<
  AnalyticsReport,
  'session' | 'sessionDetails' | 'evidence' | 'pack' | 'answerKeyVersion'
>;

/** The ethics line: the session's consent record, or that there is none. */
export function consentText({ session, sessionDetails }: DesignProps): string {
  if (sessionDetails?.consent) {
    const { confirmed_by, confirmed_at } = sessionDetails.consent;
    return `persetujuan orang tua atau wali siswa dikonfirmasi oleh ${confirmed_by} pada ${formatWibLong(confirmed_at)}.`;
  }
  if (session === null) {
    return 'persetujuan orang tua dicatat per sesi; pilih satu sesi untuk melihat catatannya.';
  }
  return 'persetujuan orang tua belum tercatat.';
}

/**
 * The design line: one group tested before and after the lesson, or, for a comparison class, the
 * same tests without the lesson between them (the lesson opened after the post-test, a
 * wait-list).
 */
export function designText({ sessionDetails, evidence }: DesignProps): string {
  const analysed = `${pairsText(evidence.pairs)} pretest–posttest dianalisis.`;
  if (sessionDetails?.comparison) {
    return `kelas pembanding dengan daftar tunggu (wait-list control group): siswa mengerjakan pretest dan posttest tanpa pembelajaran di antara keduanya, dan materi baru dibuka sesudah posttest; kenaikan nilainya menggambarkan perubahan tanpa pembelajaran, sebagai pembanding bagi kelas yang diajar; ${analysed}`;
  }
  return `satu kelompok pretest–posttest (one-group pretest–posttest design): siswa yang sama mengerjakan soal yang sama sebelum dan sesudah pembelajaran, tanpa kelompok pembanding; ${analysed}`;
}

/** The lines below the sentence, set as MUI's body2 text: plain paragraphs styled once. */
const DesignLines = styled('div')(({ theme }) => ({
  marginBottom: theme.spacing(2),
  '@media print': { color: '#000' },
  '& > p': { ...theme.typography.body2, margin: 0 },
}));

/** The report's design and ethics, as the start of a results section states them. */
export function StudyDesign(props: DesignProps) {
  return (
    <DesignLines data-testid="study-design">
      <p>
        <strong>Desain:</strong> {designText(props)}
      </p>
      {props.pack && (
        <p>
          <strong>Instrumen:</strong> soal paket materi “{props.pack.title}”, versi{' '}
          {shortVersion(props.pack.version)} (kunci jawaban {props.answerKeyVersion}); hasil yang
          dinilai dengan kunci jawaban lain tidak dianalisis per soal.
        </p>
      )}
      <p>
        <strong>Etika:</strong> {consentText(props)}
      </p>
    </DesignLines>
  );
}
