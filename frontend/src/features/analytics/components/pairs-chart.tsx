import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Evidence, PairedStudent } from '@piba/shared';
import { formatCount } from '../analytics-format';
import { formatStat } from '../evidence-format';
import { useCaption } from '../report-captions';

const WIDTH = 420;
const HEIGHT = 260;
const TOP = 16;
const BOTTOM = 36;
const LEFT = 110;
const RIGHT = WIDTH - 110;
const y = (percent: number) => TOP + ((100 - percent) / 100) * (HEIGHT - TOP - BOTTOM);
const TICKS = [0, 25, 50, 75, 100];

interface PairsChartProps {
  pairs: PairedStudent[];
  evidence: Evidence;
}

/**
 * Each paired student as a line from the pre-test (left) to the post-test (right), the mean as a
 * thick line: whether most lines rise is seen at a glance. The same figures are in Tabel 1.
 */
export function PairsChart({ pairs, evidence }: PairsChartProps) {
  const { pre, post } = evidence.descriptives;
  const caption = useCaption('figure:pairs');
  if (pairs.length === 0 || pre.mean === null || post.mean === null) return null;
  const rose = pairs.filter((pair) => pair.post > pair.pre).length;
  const summary = `${formatCount(rose)} dari ${formatCount(pairs.length)} siswa berpasangan nilainya naik; rata-rata dari ${formatStat(pre.mean, 1)} menjadi ${formatStat(post.mean, 1)}.`;
  return (
    <Box component="figure" sx={{ m: 0, mb: 2, maxWidth: 480, breakInside: 'avoid' }}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={summary}>
        {TICKS.map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={RIGHT} y1={y(tick)} y2={y(tick)} stroke="#ddd" />
            <text x={LEFT - 8} y={y(tick) + 4} textAnchor="end" fontSize={11} fill="#444">
              {tick}%
            </text>
          </g>
        ))}
        {pairs.map((pair, index) => (
          <line
            key={index}
            x1={LEFT}
            x2={RIGHT}
            y1={y(pair.pre)}
            y2={y(pair.post)}
            stroke={pair.post >= pair.pre ? '#6b7a90' : '#b3261e'}
            strokeOpacity={0.45}
          />
        ))}
        <line
          x1={LEFT}
          x2={RIGHT}
          y1={y(pre.mean)}
          y2={y(post.mean)}
          stroke="#1a56a8"
          strokeWidth={4}
        />
        <text
          x={LEFT - 40}
          y={y(pre.mean) + 4}
          textAnchor="end"
          fontSize={12}
          fontWeight={700}
          fill="#1a56a8"
        >
          {formatStat(pre.mean, 1)}
        </text>
        <text x={RIGHT + 8} y={y(post.mean) + 4} fontSize={12} fontWeight={700} fill="#1a56a8">
          {formatStat(post.mean, 1)}
        </text>
        <text x={LEFT} y={HEIGHT - 12} textAnchor="middle" fontSize={12} fill="#222">
          Pretest
        </text>
        <text x={RIGHT} y={HEIGHT - 12} textAnchor="middle" fontSize={12} fill="#222">
          Posttest
        </text>
      </svg>
      <Typography component="figcaption" variant="body2" color="textSecondary">
        {caption}: garis abu-abu naik, garis merah turun; garis biru tebal adalah rata-ratanya.{' '}
        {summary}
      </Typography>
    </Box>
  );
}
