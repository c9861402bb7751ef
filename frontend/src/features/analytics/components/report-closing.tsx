import Typography from '@mui/material/Typography';
import type { AnalyticsReport } from '@piba/shared';
import { limitationTexts } from '../limitation-texts';
import { MethodSection } from './method-section';
import { ReportSection } from './report-section';

type ClosingProps = Pick<AnalyticsReport, 'evidence' | 'overall' | 'questions' | 'testInterval'>;

/**
 * The end of the report: its limitations, drawn from its own data, then the methods and the
 * references. A chunk of its own, loaded after the figures: nothing at the top of the page waits
 * for it.
 */
export default function ReportClosing({ report }: { report: ClosingProps }) {
  return (
    <>
      <ReportSection id="analisis-keterbatasan" title="Keterbatasan">
        <Typography component="ul" variant="body2" sx={{ pl: 2, mt: 0 }}>
          {limitationTexts(report).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </Typography>
      </ReportSection>
      <MethodSection />
    </>
  );
}
