import { answerKeyVersion, type PackDocument, type PackQuestion } from '@piba/shared';
import type { AnswerKey } from './analytics.sql.js';
import { itemOf, type ItemRow } from './item-measures.js';

/** Form B's answer key: its own names and keys, parallel to form A's questions. */
export const formBKey = (document: PackDocument): AnswerKey & { questions: PackQuestion[] } => ({
  answerKeyVersion: answerKeyVersion(document.form_b!),
  questions: document.form_b!,
});

interface FormRows {
  /** The rows of one form's itemFiguresOfForm: 'pre' and 'post'. */
  rows: readonly ItemRow[];
  questions: ReadonlyArray<{ name: string }>;
}

const countOf = (row: ItemRow | undefined, column: string) => Number(row?.[column] ?? 0);

/** Who one form's per-question figures cover, and each question's difficulty and discrimination. */
function formItems({ rows, questions }: FormRows) {
  const pre = rows.find((row) => row.source === 'pre');
  const post = rows.find((row) => row.source === 'post');
  return {
    pretest: countOf(pre, 'answered'),
    posttest: countOf(post, 'answered'),
    bothTimes: countOf(pre, 'changed_n'),
    questions: questions.map(({ name }, i) => ({
      name,
      pre: itemOf(pre, i),
      post: itemOf(post, i),
    })),
  };
}

/**
 * A session with parallel forms reads each question with its own form's key: form A's figures
 * are the item table's (over the students who took form A on that test), form B's stand here.
 * A question's change (McNemar) needs students who took the same question both times; with
 * A-B or AB-BA there are none, and the note says so rather than leave the table empty.
 */
export function itemsByForm(formA: FormRows, formB: FormRows) {
  const A = formItems(formA);
  const B = formItems(formB);
  const both = A.bothTimes + B.bothTimes;
  const note =
    `Analisis per soal dihitung per bentuk dengan kunci bentuk itu sendiri. Tabel soal memuat ` +
    `bentuk A: ${A.pretest} siswa yang mengerjakan bentuk A pada pretest dan ${A.posttest} ` +
    `pada posttest; bentuk B (soal paralel, kunci sendiri): ${B.pretest} siswa pada pretest ` +
    `dan ${B.posttest} pada posttest. ` +
    (both === 0
      ? 'Perubahan per soal (uji McNemar) tidak dihitung: pada bentuk paralel tidak ada siswa ' +
        'yang mengerjakan soal yang sama pada pretest dan posttest, sehingga perubahan jawaban ' +
        'per soal tidak dapat diukur pada siswa yang sama.'
      : `Perubahan per soal (uji McNemar) hanya atas ${A.bothTimes} siswa yang mengerjakan ` +
        'bentuk A pada kedua tes.');
  return { note, A, B };
}
