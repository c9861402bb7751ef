import { lazy, Suspense, useDeferredValue, useMemo } from 'react';
import { useStages } from '../../../lib/use-stages';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { AnalyticsReport as Report } from '@piba/shared';
import { formatCount, spansSessions } from '../analytics-format';
import { useProgramme } from '../api/get-programme';
import { downloadPairedCsv } from '../paired-csv';
import { captionsOf, ReportCaptions } from '../report-captions';
import { shownParts } from '../report-parts';
import { useTeacherScope } from '../../teacher-access';
import { ClassTable } from './class-table';
import { designsOf } from '../design-figures';
import { EvidenceSection } from './evidence-section';
import { MissingPosttest } from './missing-posttest';
import { OptionSection } from './option-section';
import { PairedTable } from './paired-table';
import { ParticipantsSection } from './participants-section';
import { ProgrammeView } from './programme-view';
import { QuestionSection } from './question-section';
import { ReliabilitySection } from './reliability-section';
import { ReportSection } from './report-section';
import { StudyDesign } from './study-design';
import { SummaryCards } from './summary-cards';
import { WorkbookButtons } from './workbook-buttons';

// The limitations, methods and references end the report, below everything a teacher reads
// first: their code is a chunk of its own.
const ReportClosing = lazy(() => import('./report-closing'));
// The research designs' sections are drawn only for a session with a design: their code is
// downloaded only then.
const DesignsSections = lazy(() =>
  import('./designs-section').then(({ DesignsSections }) => ({ default: DesignsSections })),
);

/** The server lists at most 1,000 students; the counts above always cover everyone. */
function Shortened({ shown, total }: { shown: number; total: number }) {
  if (shown >= total) return null;
  return (
    <Typography variant="body2" sx={{ mb: 1 }}>
      Menampilkan {formatCount(shown)} dari {formatCount(total)} siswa. Pilih satu kelas untuk
      melihat semuanya.
    </Typography>
  );
}

/** Parts of the evidence section drawn in turn (EvidenceSection's `parts`), then the summary. */
const EVIDENCE_STAGES = 3;
const SUMMARY_STAGE = EVIDENCE_STAGES + 1;
/** Parts of the sections below the summary drawn in turn (ReportDetails' `parts`). */
const DETAIL_STAGES = 4;

export function AnalyticsReport({ report: latest }: { report: Report }) {
  // What a phone's first screen shows (the sentence, the design, the notes) is drawn first; the
  // chart, the tables, the summary and each group of sections below follow, each in a background
  // pass and a commit of its own, and each below everything already drawn, so nothing moves. In
  // one commit (its styles written, its nodes laid out) the report held a school laptop for half
  // a second.
  const stage = useStages(SUMMARY_STAGE + DETAIL_STAGES);
  // Later answers (a refresh, the flagged switch) redraw the sections below the summary in the
  // background too.
  const report = useDeferredValue<Report | null>(latest, null);
  // The admin key, no session chosen: the programme's sessions side by side. A session key only
  // ever sees its own session, and the server refuses it the programme anyway.
  const { data: scope } = useTeacherScope();
  const programmeShown = latest.session === null && scope?.role === 'admin';
  const programme = useProgramme(programmeShown, latest.evidence.flaggedIncluded);
  const programmeData = programmeShown ? (programme.data ?? null) : null;
  const captions = useMemo(
    () => captionsOf(shownParts(latest, programmeData)),
    [latest, programmeData],
  );
  return (
    <ReportCaptions.Provider value={captions}>
      <EvidenceSection
        evidence={latest.evidence}
        pairs={latest.pairs}
        design={<StudyDesign {...latest} />}
        designs={designsOf(latest)}
        parts={Math.min(stage, EVIDENCE_STAGES)}
      />
      {stage >= SUMMARY_STAGE && (
        <ReportSection id="analisis-ringkasan" title="Ringkasan">
          <SummaryCards measures={latest.overall} />
        </ReportSection>
      )}
      {report && stage > SUMMARY_STAGE && (
        <ReportDetails
          report={report}
          programmeShown={programmeShown}
          parts={stage - SUMMARY_STAGE}
        />
      )}
    </ReportCaptions.Provider>
  );
}

interface ReportDetailsProps {
  report: Report;
  programmeShown: boolean;
  /** How many of its groups of sections to draw, from 1 to DETAIL_STAGES. */
  parts: number;
}

/** Everything below the summary. */
function ReportDetails({ report, programmeShown, parts }: ReportDetailsProps) {
  const { overall, pairs, withoutPosttest } = report;
  // The programme view's comparison of taught and comparison classes is shown beside the
  // analysis of every session: "Metode analisis" names its tests too.
  const programme = useProgramme(programmeShown, report.evidence.flaggedIncluded);
  const comparison = programmeShown ? programme.data?.designs?.comparison : undefined;
  const designs = comparison ? { ...designsOf(report), comparison } : designsOf(report);
  const waiting = overall.pretestStudents - overall.pairedStudents;
  const showSession = spansSessions(report);
  const programmeAndClasses = (
    <>
      {programmeShown && <ProgrammeView includeFlagged={report.evidence.flaggedIncluded} />}
      {report.classes.length > 0 && (
        <ParticipantsSection report={report} showSession={showSession} />
      )}
      {report.classRoom === null && report.classes.length > 0 && (
        <ReportSection id="analisis-kelas" title="Per kelas">
          <ClassTable classes={report.classes} showSession={showSession} />
        </ReportSection>
      )}
    </>
  );
  if (parts < 2) return programmeAndClasses;
  return (
    <>
      {programmeAndClasses}
      <QuestionSection
        questions={report.questions}
        excludedOtherVersion={report.excludedOtherVersion}
      />
      <ReliabilitySection
        reliability={report.reliability}
        questions={report.questions}
        pack={report.pack}
      />
      {parts >= 3 && (
        <>
          <OptionSection questions={report.questions} />
          {designsOf(report) && (
            <Suspense
              fallback={
                <Typography role="status" sx={{ minHeight: 240 }}>
                  Memuat bagian desain penelitian…
                </Typography>
              }
            >
              <DesignsSections designs={designsOf(report)} />
            </Suspense>
          )}
        </>
      )}
      {parts >= 4 && (
        <>
          <ReportSection
            id="analisis-berpasangan"
            title="Siswa berpasangan"
            action={
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, displayPrint: 'none' }}>
                <Button
                  variant="contained"
                  startIcon={<DownloadIcon />}
                  disabled={pairs.length === 0}
                  onClick={() => downloadPairedCsv(pairs, report.classRoom ?? '')}
                >
                  Unduh CSV
                </Button>
                {/* For research or sharing outside the school: participant codes, never a name. */}
                <Button
                  variant="outlined"
                  startIcon={<DownloadIcon />}
                  disabled={pairs.length === 0}
                  onClick={() =>
                    downloadPairedCsv(pairs, report.classRoom ?? '', { pseudonymous: true })
                  }
                >
                  CSV tanpa nama (kode peserta)
                </Button>
                <WorkbookButtons
                  session={report.session ?? ''}
                  classRoom={report.classRoom ?? ''}
                  includeFlagged={report.evidence.flaggedIncluded}
                />
              </Stack>
            }
          >
            <Shortened shown={pairs.length} total={overall.pairedStudents} />
            <PairedTable pairs={pairs} showSession={showSession} />
          </ReportSection>
          <ReportSection id="analisis-belum-posttest" title="Belum mengerjakan posttest">
            <Shortened shown={withoutPosttest.length} total={waiting} />
            <MissingPosttest students={withoutPosttest} showSession={showSession} />
          </ReportSection>
          <Suspense fallback={<Typography role="status">Memuat metode analisis…</Typography>}>
            <ReportClosing report={report} designs={designs} />
          </Suspense>
        </>
      )}
    </>
  );
}
