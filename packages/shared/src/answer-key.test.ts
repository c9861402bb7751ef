import { answerKeyVersion, fnv1a32 } from './answer-key.js';
import { questions } from './questions.js';

describe('answerKeyVersion', () => {
  it('is 8 hex digits, the same for the same bank', () => {
    const version = answerKeyVersion(questions);
    expect(version).toMatch(/^[0-9a-f]{8}$/);
    expect(answerKeyVersion(questions.map((question) => ({ ...question })))).toBe(version);
  });

  it('hashes with FNV-1a, as its published test vectors give it', () => {
    expect(fnv1a32('')).toBe('811c9dc5');
    expect(fnv1a32('a')).toBe('e40c292c');
    expect(fnv1a32('foobar')).toBe('bf9cf968');
    expect(answerKeyVersion([{ name: 'a', correctAnswer: 1 }])).toBe(fnv1a32('a:1'));
  });

  it('changes when a key changes', () => {
    const changed = questions.map((question, index) =>
      index === 3 ? { ...question, correctAnswer: (question.correctAnswer % 3) + 1 } : question,
    );
    expect(answerKeyVersion(changed)).not.toBe(answerKeyVersion(questions));
  });

  it('changes when questions are renamed or reordered', () => {
    const renamed = questions.map((question, index) =>
      index === 0 ? { ...question, name: 'question11' } : question,
    );
    expect(answerKeyVersion(renamed)).not.toBe(answerKeyVersion(questions));
    expect(answerKeyVersion([...questions].reverse())).not.toBe(answerKeyVersion(questions));
  });

  it('stays when only texts change', () => {
    const reworded = questions.map((question) => ({
      ...question,
      question: `${question.question} (diperbaiki)`,
      explanation: 'Penjelasan baru.',
      options: question.options.map((option) => ({ ...option, text: option.text.toUpperCase() })),
    }));
    expect(answerKeyVersion(reworded)).toBe(answerKeyVersion(questions));
  });
});
