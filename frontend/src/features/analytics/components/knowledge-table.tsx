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
      <tbody>
        {KNOWLEDGE_LEVELS.map(({ level, label, bounds }) => (
          <tr key={level}>
            <th scope="row">{label}</th>
            <td>{bounds}</td>
            <td>{cell(levels.pre, level)}</td>
            <td>{cell(levels.post, level)}</td>
          </tr>
        ))}
      </tbody>
    </EvidenceTable>
  );
}
