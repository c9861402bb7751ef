import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GroupMeasures } from '@piba/shared';
import { formatCount, formatIndex, formatPercent } from '../analytics-format';
import { MEASURE_TEXTS } from '../measure-texts';
import { GainChip } from './gain-chip';
import { StatText } from './stat-text';

interface Card {
  /** A measure of the group that has a line of explanation. */
  measure: keyof GroupMeasures & keyof typeof MEASURE_TEXTS;
  title: string;
  value: ReactNode;
}

// The class's gain leads: it is what the two tests are for. The other cards say where it comes from.
function cardsOf(measures: GroupMeasures): Card[] {
  return [
    {
      measure: 'hakeGain',
      title: 'Gain ternormalisasi ⟨g⟩',
      value: (
        <>
          {formatIndex(measures.hakeGain)} <GainChip band={measures.hakeBand} />
        </>
      ),
    },
    {
      measure: 'meanNormalizedChange',
      title: 'Rata-rata c',
      value: formatIndex(measures.meanNormalizedChange),
    },
    {
      measure: 'pairedStudents',
      title: 'Siswa berpasangan',
      value: formatCount(measures.pairedStudents),
    },
    {
      measure: 'pretestStudents',
      title: 'Siswa pretest',
      value: formatCount(measures.pretestStudents),
    },
    {
      measure: 'posttestStudents',
      title: 'Siswa posttest',
      value: formatCount(measures.posttestStudents),
    },
    { measure: 'meanPre', title: 'Rata-rata pretest', value: formatPercent(measures.meanPre) },
    { measure: 'meanPost', title: 'Rata-rata posttest', value: formatPercent(measures.meanPost) },
  ];
}

export function SummaryCards({ measures }: { measures: GroupMeasures }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        '@media print': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 1 },
      }}
    >
      {cardsOf(measures).map((card) => (
        <Paper
          key={card.measure}
          variant="outlined"
          data-measure={card.measure}
          sx={{
            p: 2,
            gridColumn: card.measure === 'hakeGain' ? 'span 2' : undefined,
            '@media print': { p: 1, borderColor: '#000', color: '#000' },
          }}
        >
          <Typography component="h3" variant="subtitle2" color="textSecondary">
            {card.title}
          </Typography>
          <Typography
            component="div"
            sx={{
              fontSize: '1.75rem',
              fontWeight: 700,
              display: 'flex',
              alignItems: 'center',
              gap: 1,
            }}
          >
            {card.value}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            <StatText text={MEASURE_TEXTS[card.measure]} />
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
