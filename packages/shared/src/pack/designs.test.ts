import { answerKeyVersion } from '../answer-key.js';
import { checkPack, publishBlockers } from './check.js';
import { defaultPackDocument } from './default-pack.js';
import { formAnswerKeyVersions, type PackDocument } from './document.js';
import { validatePackDocument } from './validate.js';

/** A deep copy of plain JSON (the tests run without the platform's types). */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The default pack with a parallel form B (its own names and stems) and an attitude scale. */
function withDesigns(plant: (document: PackDocument) => void = () => {}): PackDocument {
  const document = copy(defaultPackDocument);
  document.form_b = copy(document.questions).map((q) => ({
    ...q,
    name: `${q.name}b`,
    question: `(Bentuk B) ${q.question}`,
  }));
  document.attitude_scale = [
    { id: 'senam-penting', text: 'Senam RAS penting untuk kesehatan saya.', positive: true },
    { id: 'malas-bergerak', text: 'Saya malas bergerak setelah pelajaran.', positive: false },
    { id: 'ingin-mencoba', text: 'Saya ingin mencoba pernapasan dalam di rumah.', positive: true },
  ];
  plant(document);
  return document;
}

const refused = (document: unknown, options?: { draft?: boolean }) => {
  const result = validatePackDocument(document, options);
  if (result.ok) return [];
  for (const error of result.errors)
    expect(error.message.startsWith(`${error.field}: `)).toBe(true);
  return result.errors.map((error) => error.field);
};

describe('a pack with a parallel form B and an attitude scale', () => {
  it('is valid, as a version and as a draft', () => {
    expect(refused(withDesigns())).toEqual([]);
    expect(refused(withDesigns(), { draft: true })).toEqual([]);
  });

  it('gives each form its own answer-key version; form A’s stays the questions’ own', () => {
    expect(formAnswerKeyVersions(defaultPackDocument)).toEqual({ A: 'e125b284', B: null });
    const document = withDesigns();
    const versions = formAnswerKeyVersions(document);
    expect(versions.A).toBe('e125b284');
    expect(versions.B).toBe(answerKeyVersion(document.form_b!));
    expect(versions.B).not.toBe(versions.A);
  });

  it('refuses a form B of another length, naming form_b', () => {
    expect(refused(withDesigns((d) => d.form_b!.pop()))).toEqual(['form_b']);
    // A draft may still be writing it.
    expect(
      refused(
        withDesigns((d) => d.form_b!.pop()),
        { draft: true },
      ),
    ).toEqual([]);
  });

  it('refuses a form B question that is not parallel to form A’s at its place', () => {
    const document = withDesigns((d) => {
      d.form_b![2].topic = 'Topik lain';
      d.form_b![4].taughtIn = copy(d.questions[0].taughtIn);
    });
    const result = validatePackDocument(document);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.field)).toEqual(['form_b[2].topic', 'form_b[4].taughtIn']);
    expect(result.errors[0].message).toContain(`must be "${document.questions[2].topic}"`);
  });

  it('refuses a form B question named as one of form A’s, or one checked like form A’s', () => {
    expect(
      refused(
        withDesigns((d) => {
          d.form_b![1].name = d.questions[1].name;
          d.form_b![3].options[0].text = '';
          (d.form_b![0] as unknown as Record<string, unknown>).correctAnswer = 4;
        }),
      ),
    ).toEqual(['form_b[0].correctAnswer', 'form_b[1].name', 'form_b[3].options[0].text']);
  });

  it('refuses a repeated question name across both forms and a repeated statement id, except in a draft', () => {
    const repeated = withDesigns((d) => {
      d.form_b![1].name = d.questions[0].name;
      d.attitude_scale![1].id = d.attitude_scale![0].id;
    });
    const result = validatePackDocument(repeated);
    expect(result.ok ? [] : result.errors.map((error) => error.message)).toEqual([
      `form_b[1].name: repeats the name "${repeated.questions[0].name}" of another question (of either form)`,
      `attitude_scale[1].id: repeats the id "${repeated.attitude_scale![0].id}" of another statement`,
    ]);
    expect(validatePackDocument(repeated, { draft: true }).ok).toBe(true);
  });

  it('refuses an attitude scale of fewer than 2 or more than 30 statements', () => {
    expect(refused(withDesigns((d) => d.attitude_scale!.splice(1)))).toEqual(['attitude_scale']);
    expect(
      refused(
        withDesigns((d) => {
          d.attitude_scale = Array.from({ length: 31 }, (_, i) => ({
            id: `s${i}`,
            text: `Pernyataan ${i}`,
            positive: true,
          }));
        }),
      ),
    ).toEqual(['attitude_scale']);
  });

  it('refuses a statement whose id, text or direction is wrong, naming the field', () => {
    expect(
      refused(
        withDesigns((d) => {
          const scale = d.attitude_scale as unknown as Record<string, unknown>[];
          scale[0].id = 'Senam Penting';
          scale[1].id = 'ingin-mencoba';
          scale[1].text = 'x'.repeat(301);
          scale[2].positive = 'ya';
        }),
      ),
    ).toEqual([
      'attitude_scale[0].id',
      'attitude_scale[1].text',
      'attitude_scale[2].id',
      'attitude_scale[2].positive',
    ]);
    expect(
      refused(
        withDesigns((d) => {
          d.attitude_scale![0].text = 'Saya <b>suka</b> senam';
          (d.attitude_scale![1] as unknown as Record<string, unknown>).reverse = true;
        }),
      ),
    ).toEqual(['attitude_scale[0].text', 'attitude_scale[1].reverse']);
  });
});

describe('the instrument check of form B', () => {
  it('leaves the default pack (no form B) as it was: nothing blocks publishing it', () => {
    expect(publishBlockers(checkPack(defaultPackDocument))).toEqual([]);
  });

  it('checks every form B question by the same rules, naming the form B question', () => {
    const document = withDesigns((d) => {
      d.form_b![2].explanation = '';
      d.form_b![5].options[1].text = d.form_b![5].options[0].text;
    });
    const problems = checkPack(document);
    const errors = problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => [p.question, p.rule, p.field])).toEqual([
      [document.form_b![2].name, 'missing-explanation', 'form_b[2].explanation'],
      [document.form_b![5].name, 'identical-options', 'form_b[5].options[1].text'],
    ]);
    // The copied questions carry form A's reviews, so their warnings come back reviewed.
    const formBWarnings = problems.filter((p) => p.question?.endsWith('b'));
    expect(formBWarnings.filter((p) => p.severity === 'warning').length).toBeGreaterThan(0);
    expect(formBWarnings.every((p) => p.field?.startsWith('form_b['))).toBe(true);
  });

  it('reports a whole-form warning of form B as form B’s', () => {
    const document = withDesigns((d) => {
      for (const q of d.form_b!) {
        const key = q.options.find((o) => o.value === q.correctAnswer)!;
        const first = q.options[0];
        [key.text, first.text] = [first.text, key.text];
        q.correctAnswer = 1;
      }
    });
    const overused = checkPack(document).filter((p) => p.rule === 'key-letter-overused');
    expect(overused).toHaveLength(1);
    expect(overused[0].message.startsWith('Bentuk B: Kunci A dipakai')).toBe(true);
    expect(overused[0].field).toBe('form_b');
  });
});
