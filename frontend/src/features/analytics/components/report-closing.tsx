import Typography from '@mui/material/Typography';
import type { AnalyticsReport, DesignsReport } from '@piba/shared';
import { limitationTexts } from '../limitation-texts';
import { MethodSection } from './method-section';
import { ReportSection } from './report-section';

type ClosingProps = Pick<
  AnalyticsReport,
  'evidence' | 'overall' | 'questions' | 'testInterval' | 'sessionDetails'
>;

/**
 * The end of the report: its limitations, drawn from its own data, then the methods (with the
 * research designs shown above them) and the references. A chunk of its own, loaded after the figures: nothing at the top of the page waits
 * for it.
 */
export default function ReportClosing({
  report,
  designs,
}: {
  report: ClosingProps;
  designs?: DesignsReport;
}) {
  return (
    <>
      <ReportSection id="analisis-keterbatasan" title="Keterbatasan">
        <Typography component="ul" variant="body2" sx={{ pl: 2, mt: 0 }}>
          {limitationTexts(report, designs).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </Typography>
      </ReportSection>
      <MethodSection designs={designs} comparisonClass={report.sessionDetails?.comparison} />
    </>
  );
}
