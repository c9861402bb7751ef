import type { ReactNode } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { styled } from '@mui/material/styles';
import type { DesignsReport, Evidence, PairedStudent } from '@piba/shared';
import { pairsText } from '../evidence-format';
import { DescriptivesTable } from './descriptives-table';
import { EvidenceNotes } from './evidence-notes';
import { FlaggedSwitch } from './flagged-switch';
import { HowCalculatedWhenOpened } from './how-calculated-when-opened';
import { KnowledgeTable } from './knowledge-table';
import { NGainTable } from './n-gain-table';
import { NormalityTable } from './normality-table';
import { PairsChart } from './pairs-chart';
import { ReportSection } from './report-section';
import { StatText } from './stat-text';
import { TestTable } from './test-table';
import { Later, type Stages } from '../../../lib/use-stages';

// The printed report is an A4 document, whatever paper the printer was last set to.
const a4 = <GlobalStyles styles={{ '@page': { size: 'A4', margin: '15mm 15mm 18mm' } }} />;

/**
 * The sentence's card, as MUI's outlined Paper with the sentence in body1 (larger, medium weight)
 * and its count in body2: plain elements styled once, the first thing the report draws.
 */
const SentenceCard = styled('div')(({ theme }) => ({
  padding: theme.spacing(2),
  marginBottom: theme.spacing(2),
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  border: `1px solid ${theme.palette.primary.main}`,
  borderRadius: `${theme.shape.borderRadius}px`,
  '@media print': { padding: theme.spacing(1), borderColor: '#000', color: '#000' },
  '& > p': { ...theme.typography.body1, margin: 0, fontSize: '1.1rem', fontWeight: 500 },
  '& > p.pairs': {
    ...theme.typography.body2,
    marginTop: theme.spacing(0.5),
    color: theme.palette.text.secondary,
  },
}));

interface EvidenceSectionProps {
  evidence: Evidence;
  /** The paired students listed by the report, drawn one line each. */
  pairs: PairedStudent[];
  /** The design and ethics lines of the report, under the sentence. */
  design?: ReactNode;
  /** The research designs' sections, whose rules "Cara menghitung" then explains too. */
  designs?: DesignsReport;
  /**
   * The page's stages, when what is below the notes is drawn in turn: the chart and how it is
   * calculated at stage 1, the first tables at 2, the rest at 3. Without them, all at once.
   */
  stages?: Stages;
}

/**
 * The answer to "did the lesson help?": the sentence first (its statistical symbols set), the
 * design, then the chart and the tables of the pairs.
 */
export function EvidenceSection({
  evidence,
  pairs,
  design,
  designs,
  stages,
}: EvidenceSectionProps) {
  return (
    <ReportSection id="analisis-hasil-uji" title="Hasil pretest dan posttest">
      {a4}
      <SentenceCard data-testid="evidence-sentence">
        <p>
          {evidence.sentence ? (
            <StatText text={evidence.sentence} />
          ) : (
            'Belum ada kesimpulan: uji statistik belum dapat dijalankan (lihat keterangan di bawah).'
          )}
        </p>
        <p className="pairs">Dihitung dari {pairsText(evidence.pairs)} pretest–posttest.</p>
      </SentenceCard>
      {design}
      <FlaggedSwitch evidence={evidence} />
      <EvidenceNotes evidence={evidence} />
      <Later stages={stages} at={1}>
        <PairsChart pairs={pairs} evidence={evidence} />
        <HowCalculatedWhenOpened designs={designs} />
      </Later>
      <Later stages={stages} at={2}>
        <DescriptivesTable descriptives={evidence.descriptives} />
        <NormalityTable evidence={evidence} />
        <TestTable chosen={evidence.chosen} tTest={evidence.tTest} wilcoxon={evidence.wilcoxon} />
      </Later>
      <Later stages={stages} at={3}>
        <NGainTable nGain={evidence.nGain} />
        <KnowledgeTable evidence={evidence} />
      </Later>
    </ReportSection>
  );
}
