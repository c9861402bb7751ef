import type { DesignSection, DesignsReport } from '@piba/shared';
import { type Cell, figure, FORMAT, type SheetWriter } from './analytics-xlsx-cells.js';

/** The sheet of each research design, in the order the report shows them. */
export const DESIGN_SHEETS: ReadonlyArray<{ design: keyof DesignsReport; name: string }> = [
  { design: 'attitude', name: 'Skala sikap' },
  { design: 'forms', name: 'Bentuk paralel' },
  { design: 'delayed', name: 'Tes tunda' },
  { design: 'comparison', name: 'Kelas pembanding' },
];

export const DESIGN_WIDTHS = [48, 16];

/** A whole number as a count, any other number as a statistic. */
const numberCell = (value: number): Cell =>
  figure(value, Number.isInteger(value) ? FORMAT.count : FORMAT.statistic);

/**
 * One design's section as rows of a figure's path (e.g. `pretest.sum.mean`) and its value: every
 * number a number cell, text as text, an undefined figure an empty cell. The sentence comes first.
 */
export function writeDesignSheet(section: DesignSection, write: SheetWriter): void {
  write(['Ukuran', 'Nilai'], true);
  // A comparison of one answer-key version's sessions says which, first.
  if (typeof section.answerKeyVersion === 'string') {
    write(['Versi kunci jawaban', section.answerKeyVersion]);
  }
  if (section.sentence) write(['Kesimpulan', section.sentence]);
  const walk = (path: string, value: unknown): void => {
    if (path === 'sentence') return;
    if (typeof value === 'number') write([path, numberCell(value)]);
    else if (typeof value === 'string') write([path, value]);
    else if (typeof value === 'boolean') write([path, value ? 'ya' : 'tidak']);
    else if (value === null || value === undefined) write([path, figure(null, FORMAT.statistic)]);
    else if (Array.isArray(value)) value.forEach((item, i) => walk(`${path}[${i}]`, item));
    else {
      for (const [key, inner] of Object.entries(value)) walk(path ? `${path}.${key}` : key, inner);
    }
  };
  walk('', section);
}

/**
 * The sheets of a design's sections, each name unique and at most 31 characters as Excel
 * requires: the design's name, then "<name> 2", "<name> 3", … for the further sections.
 */
export const designSheetNames = (name: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => {
    if (i === 0) return name.slice(0, 31);
    const suffix = ` ${i + 1}`;
    return name.slice(0, 31 - suffix.length) + suffix;
  });
