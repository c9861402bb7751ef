import Typography from '@mui/material/Typography';
import { METHOD_PARAGRAPHS, REFERENCES } from '../method-texts';
import { ReportSection } from './report-section';
import { StatText } from './stat-text';

/** The report's methods and its references, on screen and on paper. */
export function MethodSection() {
  return (
    <ReportSection id="analisis-metode" title="Metode analisis">
      {METHOD_PARAGRAPHS.map((paragraph) => (
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
        {REFERENCES.map((reference) => (
          <li key={reference}>{reference}</li>
        ))}
      </Typography>
    </ReportSection>
  );
}
