import { answerKeyVersion, fnv1a32 } from './answer-key.js';
import { questions } from './questions.js';

const version = answerKeyVersion(questions);
const changedAt = (index: number, change: (q: (typeof questions)[number]) => object) =>
  questions.map((question, i) => (i === index ? { ...question, ...change(question) } : question));

describe('answerKeyVersion', () => {
  it('is 8 hex digits, the same for the same bank', () => {
    expect(version).toMatch(/^[0-9a-f]{8}$/);
    expect(answerKeyVersion(questions.map((question) => ({ ...question })))).toBe(version);
  });

  it('hashes with FNV-1a, as its published test vectors give it', () => {
    expect(fnv1a32('')).toBe('811c9dc5');
    expect(fnv1a32('a')).toBe('e40c292c');
    expect(fnv1a32('foobar')).toBe('bf9cf968');
    const item = {
      name: 'a',
      question: 'b?',
      options: [{ text: 'c', value: 1 }],
      correctAnswer: 1,
    };
    expect(answerKeyVersion([item])).toBe(fnv1a32('[["a","b?",[["c",1]],1]]'));
  });

  it('changes when a key changes', () => {
    const changed = changedAt(3, (q) => ({ correctAnswer: (q.correctAnswer % 3) + 1 }));
    expect(answerKeyVersion(changed)).not.toBe(version);
  });

  it('changes when questions are renamed or reordered', () => {
    expect(answerKeyVersion(changedAt(0, () => ({ name: 'question11' })))).not.toBe(version);
    expect(answerKeyVersion([...questions].reverse())).not.toBe(version);
  });

  it('changes when a stem or an option changes, or options swap places', () => {
    expect(answerKeyVersion(changedAt(5, (q) => ({ question: `${q.question} ` })))).not.toBe(
      version,
    );
    const reworded = changedAt(5, (q) => ({
      options: q.options.map((o, i) => (i === 0 ? { ...o, text: `${o.text}.` } : o)),
    }));
    expect(answerKeyVersion(reworded)).not.toBe(version);
    const swapped = changedAt(5, (q) => ({
      options: [q.options[1], q.options[0], q.options[2]],
    }));
    expect(answerKeyVersion(swapped)).not.toBe(version);
  });

  it('stays when only an explanation, a topic or a key fact changes', () => {
    const explained = questions.map((question) => ({
      ...question,
      explanation: 'Penjelasan baru.',
      topic: 'Topik baru',
      keyFact: 'fakta',
    }));
    expect(answerKeyVersion(explained)).toBe(version);
  });
});
