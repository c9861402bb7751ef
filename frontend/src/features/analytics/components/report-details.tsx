import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { AnalyticsReport as Report } from '@piba/shared';
import { Later, useStages } from '../../../lib/use-stages';
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

/** Calls `onDrawn` when it is committed: put last, it tells that everything before is on screen. */
function WhenDrawn({ onDrawn }: { onDrawn: () => void }) {
  useEffect(onDrawn, [onDrawn]);
  return null;
}

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
  // Groups of sections drawn in turn, each in a background pass of its own; on paper all at once.
  const stages = useStages();
  const { printing } = usePrintOptions();
  const { overall, pairs, withoutPosttest } = report;
  // The programme view's comparison of taught and comparison classes is shown beside the
  // analysis of every session: "Metode analisis" names its tests too.
  const programme = useProgramme(programmeShown, report.evidence.flaggedIncluded);
  const comparison = programmeShown ? programme.data?.designs?.comparison : undefined;
  const designs = comparison ? { ...designsOf(report), comparison } : designsOf(report);
  const waiting = overall.pretestStudents - overall.pairedStudents;
  const showSession = spansSessions(report);
  return (
    <>
      <ReportSection id="analisis-ringkasan" title="Ringkasan">
        <SummaryCards measures={overall} />
      </ReportSection>
      <Later stages={stages} at={1} now={printing}>
        {programmeShown && <ProgrammeView includeFlagged={report.evidence.flaggedIncluded} />}
        {report.classes.length > 0 && (
          <ParticipantsSection report={report} showSession={showSession} />
        )}
        {report.classRoom === null && report.classes.length > 0 && (
          <ReportSection id="analisis-kelas" title="Per kelas">
            <ClassTable classes={report.classes} showSession={showSession} />
          </ReportSection>
        )}
      </Later>
      <Later stages={stages} at={2} now={printing}>
        <QuestionSection
          questions={report.questions}
          excludedOtherVersion={report.excludedOtherVersion}
        />
        <ReliabilitySection
          reliability={report.reliability}
          questions={report.questions}
          pack={report.pack}
        />
      </Later>
      <Later stages={stages} at={3} now={printing}>
        <OptionSection questions={report.questions} />
        {designsOf(report) && <DesignsSections designs={designsOf(report)} />}
      </Later>
      <Later stages={stages} at={4} now={printing}>
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
        <WhenDrawn onDrawn={onDrawn} />
      </Later>
    </>
  );
}
