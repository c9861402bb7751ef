import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Evidence, ProgrammeReport } from '@piba/shared';
import { formatCi, formatStat } from '../evidence-format';

const WIDTH = 640;
const LABEL = 200;
const ROW = 28;
const PAD = 8;
const AXIS = 40;

interface Estimate {
  label: string;
  mean: number;
  low: number;
  high: number;
  pooled: boolean;
}

/** Only what has a confidence interval (a paired t-test ran) can be drawn. */
function estimateOf(label: string, evidence: Evidence, pooled = false): Estimate | null {
  const test = evidence.tTest;
  if (!test) return null;
  return { label, mean: test.meanDifference, low: test.ciLow, high: test.ciHigh, pooled };
}

/** Round outwards to a multiple of 10, always including 0, so the "no change" line shows. */
function scaleOf(rows: Estimate[]) {
  const min = Math.min(0, ...rows.map((row) => row.low));
  const max = Math.max(0, ...rows.map((row) => row.high));
  const from = Math.floor(min / 10) * 10;
  const to = Math.max(Math.ceil(max / 10) * 10, from + 10);
  const ticks = Array.from({ length: (to - from) / 10 + 1 }, (_, index) => from + index * 10);
  const x = (value: number) => LABEL + ((value - from) / (to - from)) * (WIDTH - LABEL - PAD * 3);
  return { ticks, x };
}

/**
 * A forest plot: each session's mean difference (post − pre) as a dot with its 95% CI as a line,
 * the pooled estimate as a diamond. A line clear of 0 is a rise the data support.
 */
export function ForestPlot({ programme }: { programme: ProgrammeReport }) {
  const rows = [
    ...programme.sessions.map((session) => estimateOf(session.name, session.evidence)),
    estimateOf('Gabungan', programme.pooled, true),
  ].filter((row): row is Estimate => row !== null);
  if (rows.length === 0) return null;
  const { ticks, x } = scaleOf(rows);
  const height = rows.length * ROW + AXIS;
  const description = rows
    .map((row) => `${row.label}: ${formatStat(row.mean)} ${formatCi(row.low, row.high)}`)
    .join('; ');
  return (
    <Box component="figure" sx={{ m: 0, mb: 2, maxWidth: WIDTH, breakInside: 'avoid' }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        role="img"
        aria-label={`Selisih rata-rata dan IK 95% per sesi. ${description}`}
        data-testid="forest-plot"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={x(tick)}
              x2={x(tick)}
              y1={0}
              y2={height - AXIS + 6}
              stroke={tick === 0 ? '#222' : '#e0e0e0'}
              strokeDasharray={tick === 0 ? '4 3' : undefined}
            />
            <text x={x(tick)} y={height - AXIS + 20} textAnchor="middle" fontSize={11} fill="#444">
              {tick}
            </text>
          </g>
        ))}
        <text x={(LABEL + WIDTH) / 2} y={height - 4} textAnchor="middle" fontSize={11} fill="#222">
          Selisih rata-rata posttest − pretest (poin persen)
        </text>
        {rows.map((row, index) => {
          const cy = index * ROW + ROW / 2;
          return (
            <g key={`${row.label}-${index}`} data-row={row.label}>
              <text x={0} y={cy + 4} fontSize={12} fontWeight={row.pooled ? 700 : 400} fill="#222">
                {row.label.length > 28 ? `${row.label.slice(0, 27)}…` : row.label}
              </text>
              <line
                x1={x(row.low)}
                x2={x(row.high)}
                y1={cy}
                y2={cy}
                stroke="#1a56a8"
                strokeWidth={2}
              />
              {row.pooled ? (
                <polygon
                  points={`${x(row.low)},${cy} ${x(row.mean)},${cy - 7} ${x(row.high)},${cy} ${x(row.mean)},${cy + 7}`}
                  fill="#1a56a8"
                />
              ) : (
                <circle cx={x(row.mean)} cy={cy} r={5} fill="#1a56a8" />
              )}
            </g>
          );
        })}
      </svg>
      <Typography component="figcaption" variant="body2" color="text.secondary">
        Gambar 2. Selisih rata-rata tiap sesi (titik) dengan interval kepercayaan 95% (garis); belah
        ketupat = gabungan. Garis putus-putus di 0 berarti tidak ada perubahan: bila garis suatu
        sesi seluruhnya di kanan 0, kenaikannya didukung data. Sesi tanpa uji t tidak digambar.
      </Typography>
    </Box>
  );
}
