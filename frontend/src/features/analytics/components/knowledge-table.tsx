import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { Evidence, KnowledgeLevels } from '@piba/shared';
import { formatCount } from '../analytics-format';
import { KNOWLEDGE_LEVELS } from '../band-labels';
import { formatSharePercent } from '../evidence-format';
import { EvidenceTable } from './evidence-table';

const HEADERS = ['Tingkat pengetahuan', 'Nilai', 'Pretest n (%)', 'Posttest n (%)'];

const cell = (levels: KnowledgeLevels, level: keyof KnowledgeLevels['counts']) =>
  `${formatCount(levels.counts[level])} (${formatSharePercent(levels.shares[level])})`;

/**
 * How many of the tested pairs were at each knowledge level (baik, cukup, kurang) before the
 * lesson and after it; nothing for an answer without the levels.
 */
export function KnowledgeTable({ evidence }: { evidence: Evidence }) {
  const levels = evidence.knowledgeLevels;
  if (!levels) return null;
  return (
    <EvidenceTable
      part="table:knowledge"
      headers={HEADERS}
      note={`Kategori menurut Arikunto (2010): baik 76–100%, cukup 56–75%, kurang di bawah 56%. Dari ${formatCount(evidence.pairs)} siswa berpasangan yang diuji; persentase dari jumlah itu.`}
    >
      <TableBody>
        {KNOWLEDGE_LEVELS.map(({ level, label, bounds }) => (
          <TableRow key={level}>
            <TableCell component="th" scope="row">
              {label}
            </TableCell>
            <TableCell>{bounds}</TableCell>
            <TableCell>{cell(levels.pre, level)}</TableCell>
            <TableCell>{cell(levels.post, level)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </EvidenceTable>
  );
}
