import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { faqItems } from './faq';
import { questions, type QuizQuestion } from '@piba/shared';
import { slideDecks } from './slides';
import { video } from './video';

// In Jest an imported image is its path from the frontend folder (see testing/file-transform.cjs).
const FRONTEND = resolve(__dirname, '../..');
const LETTERS = ['A', 'B', 'C'];

const normalise = (text: string) =>
  text.replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim().toLocaleLowerCase('id');

const readSvg = (src: string) => readFileSync(resolve(FRONTEND, src), 'utf8');

/** The words a drawing shows: its title and every text element, in document order. */
function drawingText(svg: string): string {
  return normalise(
    [...svg.matchAll(/<(title|text)\b[^>]*>([^<]*)<\/\1>/g)].map((m) => m[2]).join(' '),
  );
}

function lessonOf(question: QuizQuestion): { drawing: string; alt: string } {
  const where = question.taughtIn;
  if (where.deck === 'video-1') return { drawing: normalise(video.summary), alt: '' };
  const slide = slideDecks[where.deck][where.index];
  if (!slide) throw new Error(`${question.name}: ${where.deck} has no slide ${where.index}`);
  const text = [slide.heading, ...slide.body, ...(slide.more ?? [])].flat().join(' ');
  return { drawing: drawingText(readSvg(slide.src)), alt: normalise(text) };
}

/** What a student who skipped the lesson scores by always taking one option by its length. */
function testWiseScore(pick: (lengths: number[]) => number): number {
  return questions.filter((q) => {
    const lengths = q.options.map((option) => option.text.length);
    return q.options[pick(lengths)].value === q.correctAnswer;
  }).length;
}

const words = (text: string) => normalise(text).match(/[\p{L}\p{N}-]+/gu) ?? [];
const runsOf3 = (text: string) => {
  const w = words(text);
  return new Set(w.slice(2).map((_, i) => w.slice(i, i + 3).join(' ')));
};

describe('the question bank', () => {
  it('keeps the product order of names', () => {
    expect(questions.map((q) => q.name)).toEqual(
      [6, 7, 8, 9, 10, 1, 2, 3, 4, 5].map((n) => `question${n}`),
    );
  });

  it.each(questions)(
    '$name: three options A–C, one key, a question and a short explanation',
    (q) => {
      expect(q.options.map((option) => option.value)).toEqual([1, 2, 3]);
      expect(new Set(q.options.map((option) => normalise(option.text))).size).toBe(3);
      expect([1, 2, 3]).toContain(q.correctAnswer);
      expect(q.question.trim()).toMatch(/\?$/);
      const sentences = q.explanation.split(/[.!?](?:\s|$)/).filter((s) => s.trim() !== '');
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(2);
    },
  );

  it.each(questions)('$name: no option repeats three words of the stem', (q) => {
    const stem = runsOf3(q.question);
    for (const option of q.options) {
      expect({
        option: option.text,
        shared: [...runsOf3(option.text)].filter((r) => stem.has(r)),
      }).toEqual({ option: option.text, shared: [] });
    }
  });

  it.each(questions)('$name: numeric options are in order', (q) => {
    const numbers = q.options.map((option) => /^(\d+)/.exec(option.text)?.[1]);
    if (numbers.some((n) => n === undefined)) return;
    const values = numbers.map(Number);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it('spreads the key over A, B and C, two to five times each', () => {
    const spread = LETTERS.map((_, i) => questions.filter((q) => q.correctAnswer === i + 1).length);
    for (const count of spread) {
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(5);
    }
  });

  it('cannot be passed by always picking the longest or the shortest option', () => {
    expect(testWiseScore((l) => l.indexOf(Math.max(...l)))).toBeLessThanOrEqual(4);
    expect(testWiseScore((l) => l.indexOf(Math.min(...l)))).toBeLessThanOrEqual(4);
  });
});

describe('every tested fact is taught where the question says', () => {
  it.each(questions)('$name: "$keyFact" is in the drawing and in its alt text', (q) => {
    const { drawing, alt } = lessonOf(q);
    expect(drawing).toContain(normalise(q.keyFact));
    if (q.taughtIn.deck !== 'video-1') expect(alt).toContain(normalise(q.keyFact));
  });
});

describe('the slides', () => {
  const stages = ['pemanasan', 'gerakan inti', 'pendinginan'];
  const ras = slideDecks['slide-2'].map((slide) => drawingText(readSvg(slide.src)));

  it('keep the sizes of the decks', () => {
    expect(slideDecks['slide-1']).toHaveLength(3);
    expect(slideDecks['slide-2']).toHaveLength(5);
  });

  it('name the three RAS stages the same way as the FAQ and the questions', () => {
    expect(normalise(faqItems[0].answer)).toContain('pemanasan, gerakan inti, dan pendinginan');
    expect(ras[0]).toContain('tiga tahap: pemanasan, gerakan inti, pendinginan');
    stages.forEach((stage, i) => expect(ras.join(' ')).toContain(`tahap ${i + 1}: ${stage}`));
    expect(ras.join(' ')).not.toContain('langkah');
    expect(normalise(questions.find((q) => q.name === 'question2')!.question)).toContain(
      'tiga tahap',
    );
  });

  it.each(Object.values(slideDecks).flat())(
    '$src stays readable on a 1366×768 screen',
    ({ src }) => {
      const svg = readSvg(src);
      const sizes = [...svg.matchAll(/font-size="(\d+)"/g)].map((m) => Number(m[1]));
      // The drawing is 1600 wide: 28 units are 24 px on a 1366-pixel screen.
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(28);
      // Bullet lines start at x=128 and must end before the drawing on the right half.
      const bullets = [...svg.matchAll(/<text x="128" y="\d+">([^<]*)<\/text>/g)].map((m) => m[1]);
      for (const line of bullets) expect(line.length).toBeLessThanOrEqual(33);
    },
  );
});
