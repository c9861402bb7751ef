import { render, screen } from '@testing-library/react';
import { MethodSection } from './components/method-section';
import { StudyDesign, designText } from './components/study-design';
import { limitationTexts } from './limitation-texts';
import { researchReport } from './testing/report-fixtures';

/** A session's analysis, its session a comparison class or not. */
const sessionReport = (comparison: boolean) => {
  const report = researchReport();
  return { ...report, sessionDetails: { ...report.sessionDetails!, comparison } };
};

describe("a comparison class's analysis alone", () => {
  it('states a wait-list comparison design, not a lesson between the tests', () => {
    render(<StudyDesign {...sessionReport(true)} />);
    const design = screen.getByTestId('study-design');
    expect(design).toHaveTextContent(
      'Desain: kelas pembanding dengan daftar tunggu (wait-list control group): siswa mengerjakan pretest dan posttest tanpa pembelajaran di antara keduanya, dan materi baru dibuka sesudah posttest;',
    );
    expect(design).toHaveTextContent('12 pasangan pretest–posttest dianalisis.');
    expect(design).not.toHaveTextContent('sebelum dan sesudah pembelajaran');
    expect(design).not.toHaveTextContent('tanpa kelompok pembanding');
  });

  it('says in its limitations that its gain is not the lesson’s', () => {
    const [first, ...rest] = limitationTexts(sessionReport(true));
    expect(first).toMatch(
      /^Sesi ini adalah kelas pembanding: .*tanpa pembelajaran di antara keduanya/,
    );
    expect(first).toContain('materi baru dibuka sesudah posttest');
    expect(first).toContain('kenaikan nilainya bukan efek pembelajaran');
    const all = [first, ...rest].join(' ');
    expect(all).not.toContain('Tanpa kelompok pembanding');
    expect(all).not.toContain('berasal dari pembelajaran');
  });

  it('keeps the one-group wording for a taught session, and the arms’ wording beside taught sessions', () => {
    expect(designText(sessionReport(false))).toMatch(
      /^satu kelompok pretest–posttest .*sebelum dan sesudah pembelajaran, tanpa kelompok pembanding;/,
    );
    expect(limitationTexts(sessionReport(false))[0]).toMatch(/^Tanpa kelompok pembanding/);
    const arms = limitationTexts(sessionReport(true), { comparison: { sentence: null } });
    expect(arms[0]).toMatch(/^Kelas yang diajar dan kelas pembanding tidak dibagi secara acak/);
  });
});

describe("a comparison class's 'Metode analisis'", () => {
  it('names the wait-list comparison design in place of the one-group design', () => {
    const { unmount } = render(<MethodSection designs={undefined} comparisonClass />);
    const method = screen.getByRole('region', { name: 'Metode analisis' });
    expect(method).toHaveTextContent(
      'Desain: kelas pembanding dengan daftar tunggu (wait-list control group): siswa mengerjakan pretest dan posttest tanpa pembelajaran di antara keduanya, dan materi baru dibuka sesudah posttest.',
    );
    expect(method).not.toHaveTextContent('one-group pretest–posttest design');
    unmount();
    render(<MethodSection designs={undefined} />);
    expect(screen.getByRole('region', { name: 'Metode analisis' })).toHaveTextContent(
      'Desain: satu kelompok pretest–posttest (one-group pretest–posttest design).',
    );
  });
});
