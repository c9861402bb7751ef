import Typography from '@mui/material/Typography';
import type { DesignsReport } from '@piba/shared';
import { designMethods } from '../design-method-texts';
import { COMPARISON_CLASS_DESIGN, METHOD_PARAGRAPHS, REFERENCES } from '../method-texts';
import { ReportSection } from './report-section';
import { StatText } from './stat-text';

/**
 * The report's methods and its references, on screen and on paper: with research designs, a
 * paragraph per design naming the tests, and the works they cite among the references.
 */
export function MethodSection({
  designs,
  comparisonClass = false,
}: {
  designs?: DesignsReport;
  /** The session analysed is a comparison class: its design paragraph says so. */
  comparisonClass?: boolean;
}) {
  const methods = designMethods(designs);
  const [design, ...rest] = METHOD_PARAGRAPHS;
  const paragraphs = [
    comparisonClass ? COMPARISON_CLASS_DESIGN : design,
    ...rest,
    ...methods.paragraphs,
  ];
  const references = [...REFERENCES, ...methods.references].sort((a, b) => a.localeCompare(b));
  return (
    <ReportSection id="analisis-metode" title="Metode analisis">
      {paragraphs.map((paragraph) => (
        <Typography key={paragraph} variant="body2" sx={{ mb: 1 }}>
          <StatText text={paragraph} />
        </Typography>
      ))}
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        Pustaka
      </Typography>
      <Typography
        component="ul"
        variant="body2"
        data-testid="references"
        sx={{ pl: 0, mt: 0.5, listStyle: 'none', '& li': { pl: 4, textIndent: '-2rem' } }}
      >
        {references.map((reference) => (
          <li key={reference}>{reference}</li>
        ))}
      </Typography>
    </ReportSection>
  );
}
