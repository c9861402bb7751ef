import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProgrammeReport } from '@piba/shared';
import { formatCi, formatStat } from '../evidence-format';
import { type ForestRow, forestOf, type SessionReason } from '../forest-rows';
import { useCaption } from '../report-captions';

const WIDTH = 640;
const LABEL = 200;
const ROW = 28;
const PAD = 8;
const AXIS = 40;
const META_LABEL = 'Meta-analisis (efek acak)';

interface Line extends ForestRow {
  meta: boolean;
}

/** Round outwards to a multiple of 10, always including 0, so the "no change" line shows. */
function scaleOf(rows: Line[]) {
  const min = Math.min(0, ...rows.map((row) => row.low));
  const max = Math.max(0, ...rows.map((row) => row.high));
  const from = Math.floor(min / 10) * 10;
  const to = Math.max(Math.ceil(max / 10) * 10, from + 10);
  const ticks = Array.from({ length: (to - from) / 10 + 1 }, (_, index) => from + index * 10);
  const x = (value: number) => LABEL + ((value - from) / (to - from)) * (WIDTH - LABEL - PAD * 3);
  return { ticks, x };
}

const listOf = (sessions: SessionReason[]) =>
  sessions.map(({ label, reason }) => `${label} (${reason})`).join('; ');

/**
 * A forest plot: each session's mean difference (post − pre) as a dot with its 95% CI as a line,
 * whichever test the session chose (hollow when the meta-analysis does not pool it), and the
 * random-effects estimate as a diamond. A line clear of 0 is a rise the data support. The
 * sessions it cannot draw are named, with the reason.
 */
export function ForestPlot({ programme }: { programme: ProgrammeReport }) {
  const caption = useCaption('figure:forest');
  const { rows, undrawn, unpooled, meta } = forestOf(programme);
  if (rows.length === 0) return null;
  const lines: Line[] = rows.map((row) => ({ ...row, meta: false }));
  if (meta) {
    lines.push({
      label: META_LABEL,
      mean: meta.estimate,
      low: meta.ciLow,
      high: meta.ciHigh,
      pooled: true,
      meta: true,
    });
  }
  const { ticks, x } = scaleOf(lines);
  const height = lines.length * ROW + AXIS;
  const description = lines
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
        {lines.map((row, index) => {
          const cy = index * ROW + ROW / 2;
          return (
            <g key={`${row.label}-${index}`} data-row={row.label}>
              <text x={0} y={cy + 4} fontSize={12} fontWeight={row.meta ? 700 : 400} fill="#222">
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
              {row.meta ? (
                <polygon
                  points={`${x(row.low)},${cy} ${x(row.mean)},${cy - 7} ${x(row.high)},${cy} ${x(row.mean)},${cy + 7}`}
                  fill="#1a56a8"
                />
              ) : (
                <circle
                  cx={x(row.mean)}
                  cy={cy}
                  r={5}
                  fill={row.pooled ? '#1a56a8' : '#fff'}
                  stroke="#1a56a8"
                  strokeWidth={2}
                />
              )}
            </g>
          );
        })}
      </svg>
      <Typography
        component="figcaption"
        variant="body2"
        color="textSecondary"
        sx={{ '@media print': { color: '#000' } }}
      >
        {caption}. Titik = selisih rata-rata tiap sesi; garis = interval kepercayaan 95% dari
        distribusi t, apa pun uji yang dipilih sesi itu; titik berongga = sesi yang tidak ikut
        digabung.{' '}
        {meta
          ? 'Belah ketupat = estimasi gabungan meta-analisis efek acak dengan IK 95%.'
          : 'Tanpa belah ketupat: meta-analisis memerlukan paling sedikit 2 sesi yang dapat digabung.'}{' '}
        Garis putus-putus di 0 berarti tidak ada perubahan: bila garis suatu sesi seluruhnya di
        kanan 0, kenaikannya didukung data.
        {undrawn.length > 0 && ` Tidak digambar: ${listOf(undrawn)}.`}
        {unpooled.length > 0 && ` Digambar tetapi tidak ikut digabung: ${listOf(unpooled)}.`}
      </Typography>
    </Box>
  );
}
