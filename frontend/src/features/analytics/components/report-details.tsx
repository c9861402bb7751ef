import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { AnalyticsReport as Report } from '@piba/shared';
import { useStages } from '../../../lib/use-stages';
import { formatCount, spansSessions } from '../analytics-format';
import { useProgramme } from '../api/get-programme';
import { designsOf } from '../design-figures';
import { downloadPairedCsv } from '../paired-csv';
import { ClassTable } from './class-table';
import { DesignsSections } from './designs-section';
import { MissingPosttest } from './missing-posttest';
import { OptionSection } from './option-section';
import { PairedTable } from './paired-table';
import { ParticipantsSection } from './participants-section';
import { usePrintOptions } from './print-options';
import { ProgrammeView } from './programme-view';
import { QuestionSection } from './question-section';
import { ReliabilitySection } from './reliability-section';
import ReportClosing from './report-closing';
import { ReportSection } from './report-section';
import { SummaryCards } from './summary-cards';
import { WorkbookButtons } from './workbook-buttons';

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

/** Groups of sections drawn in turn, each in a background pass of its own. */
const DETAIL_STAGES = 5;

interface ReportDetailsProps {
  report: Report;
  programmeShown: boolean;
  /** Called once they are all on screen. */
  onDrawn: () => void;
}

/**
 * The summary and everything below it, a chunk of its own (see report-details-request). Its
 * groups of sections are drawn in turn, each below the last, so that nothing moves; on paper all
 * at once.
 */
export default function ReportDetails({ report, programmeShown, onDrawn }: ReportDetailsProps) {
  const stage = useStages(DETAIL_STAGES - 1);
  const { printing } = usePrintOptions();
  const parts = printing ? DETAIL_STAGES : stage + 1;
  // Drawn in full: "Cetak laporan" may print now.
  useEffect(() => {
    if (parts === DETAIL_STAGES) onDrawn();
  }, [parts, onDrawn]);
  const { overall, pairs, withoutPosttest } = report;
  // The programme view's comparison of taught and comparison classes is shown beside the
  // analysis of every session: "Metode analisis" names its tests too.
  const programme = useProgramme(programmeShown, report.evidence.flaggedIncluded);
  const comparison = programmeShown ? programme.data?.designs?.comparison : undefined;
  const designs = comparison ? { ...designsOf(report), comparison } : designsOf(report);
  const waiting = overall.pretestStudents - overall.pairedStudents;
  const showSession = spansSessions(report);
  const summary = (
    <ReportSection id="analisis-ringkasan" title="Ringkasan">
      <SummaryCards measures={overall} />
    </ReportSection>
  );
  if (parts < 2) return summary;
  const programmeAndClasses = (
    <>
      {summary}
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
  if (parts < 3) return programmeAndClasses;
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
      {parts >= 4 && (
        <>
          <OptionSection questions={report.questions} />
          {designsOf(report) && <DesignsSections designs={designsOf(report)} />}
        </>
      )}
      {parts >= 5 && (
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
          <ReportClosing report={report} designs={designs} />
        </>
      )}
    </>
  );
}
