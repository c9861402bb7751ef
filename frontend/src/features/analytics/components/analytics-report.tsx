import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import Typography from '@mui/material/Typography';
import type { AnalyticsReport as Report } from '@piba/shared';
import { ErrorBoundary } from '../../../components/error-boundary';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { Later, useStages } from '../../../lib/use-stages';
import { useProgramme } from '../api/get-programme';
import { designsOf } from '../design-figures';
import { captionsOf, ReportCaptions } from '../report-captions';
import {
  loadReportDetails,
  reportDetailsDrawn,
  reportShown,
  useReportDetailsWanted,
  wantReportDetails,
} from '../report-details-request';
import { shownParts } from '../report-parts';
import { useTeacherScope } from '../../teacher-access';
import { EvidenceSection } from './evidence-section';
import { usePrintOptions } from './print-options';
import { StudyDesign } from './study-design';

// The summary and everything below it: its code is downloaded when it is wanted
// (report-details-request).
const ReportDetails = lazy(loadReportDetails);

/** Stages of the evidence section (EvidenceSection's `stages`); the rest of the report follows. */
const EVIDENCE_STAGES = 3;

/** Any of these, anywhere on the page, may come before a print: the details are asked for. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

export function AnalyticsReport({ report: latest }: { report: Report }) {
  // What a phone's first screen shows (the sentence, the design, the notes) is drawn first; the
  // chart, the tables, the summary and the sections below follow, each in a background pass and
  // a commit of its own, and each below everything already drawn, so nothing moves. In one
  // commit (its styles written, its nodes laid out) the report held a school laptop for half a
  // second.
  const stages = useStages();
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
  // "Cetak laporan" waits for the details while a report is on screen.
  useEffect(reportShown, []);
  useEffect(() => {
    const options = { capture: true, passive: true };
    for (const event of INTERACTIONS) window.addEventListener(event, wantReportDetails, options);
    return () => {
      for (const event of INTERACTIONS) {
        window.removeEventListener(event, wantReportDetails, options);
      }
    };
  }, []);
  return (
    <ReportCaptions.Provider value={captions}>
      <EvidenceSection
        evidence={latest.evidence}
        pairs={latest.pairs}
        design={<StudyDesign {...latest} />}
        designs={designsOf(latest)}
        stages={stages}
      />
      <Later stages={stages} at={EVIDENCE_STAGES + 1}>
        <DetailsWhenWanted latest={latest} programmeShown={programmeShown} />
      </Later>
    </ReportCaptions.Provider>
  );
}

const detailsFailed = (
  <Typography role="status" color="textSecondary" sx={{ mt: 4 }}>
    Bagian laporan lainnya gagal dimuat. Muat ulang halaman untuk mencoba lagi.
  </Typography>
);

/**
 * The summary and the sections below it, once wanted: when the reader comes near them, does
 * anything on the page, or prints it (see report-details-request). Until their code is there, a
 * loading line (read out by screen readers) holds a screen's height, so that the page does not
 * end at the evidence and nothing below it moves when they are drawn.
 */
function DetailsWhenWanted({
  latest,
  programmeShown,
}: {
  latest: Report;
  programmeShown: boolean;
}) {
  // Drawn in a background pass of their own, and so are later answers (a refresh, the flagged
  // switch). Kept here, so that the report above is not drawn again when they come.
  const report = useDeferredValue<Report | null>(latest, null);
  const placeholder = useRef<HTMLParagraphElement>(null);
  const near = useNearViewport(placeholder);
  const wanted = useReportDetailsWanted();
  const { printing } = usePrintOptions();
  useEffect(() => {
    if (near || printing) wantReportDetails();
  }, [near, printing]);
  const loading = (
    <Typography
      ref={placeholder}
      role="status"
      data-testid="report-details-loading"
      sx={{ mt: 4, minHeight: '100vh', '@media print': { minHeight: 0 } }}
    >
      Memuat bagian laporan lainnya…
    </Typography>
  );
  if (report === null || (!wanted && !near && !printing)) return loading;
  return (
    <ErrorBoundary label="Report details failed" fallback={detailsFailed}>
      <Suspense fallback={loading}>
        <ReportDetails
          report={report}
          programmeShown={programmeShown}
          onDrawn={reportDetailsDrawn}
        />
      </Suspense>
    </ErrorBoundary>
  );
}
