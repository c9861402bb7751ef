import Typography from '@mui/material/Typography';
import { METHOD_TEXT, REFERENCES } from '../evidence-texts';
import { ReportSection } from './report-section';

/** The report's methods paragraph and its references, on screen and on paper. */
export function MethodSection() {
  return (
    <ReportSection id="analisis-metode" title="Metode analisis">
      <Typography variant="body2" sx={{ mb: 1 }}>
        {METHOD_TEXT}
      </Typography>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        Pustaka
      </Typography>
      <Typography component="ul" variant="body2" sx={{ pl: 2, mt: 0.5 }}>
        {REFERENCES.map((reference) => (
          <li key={reference}>{reference}</li>
        ))}
      </Typography>
    </ReportSection>
  );
}
