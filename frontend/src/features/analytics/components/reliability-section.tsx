import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AnalyticsReport } from '@piba/shared';
import { formatCount, formatIndex, reliabilityLabel } from '../analytics-format';
import { MEASURE_TEXTS } from '../measure-texts';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';

const HEADERS = ['Tes', 'Siswa', 'KR-20', 'Keterangan'];

/** How reliable the pre-test and the post-test were, each as a whole. */
export function ReliabilitySection({ reliability }: Pick<AnalyticsReport, 'reliability'>) {
  const tests = [
    { label: 'Pretest', ...reliability.pre },
    { label: 'Posttest', ...reliability.post },
  ];
  return (
    <ReportSection id="analisis-reliabilitas" title="Reliabilitas tes">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {MEASURE_TEXTS.kr20}
      </Typography>
      <ReportTable label="Reliabilitas KR-20" headers={HEADERS}>
        <TableBody>
          {tests.map((test) => (
            <TableRow key={test.label}>
              <TableCell component="th" scope="row">
                {test.label}
              </TableCell>
              <TableCell>{formatCount(test.answered)}</TableCell>
              <TableCell>{formatIndex(test.kr20)}</TableCell>
              <TableCell>{reliabilityLabel(test.kr20)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ReportTable>
    </ReportSection>
  );
}
