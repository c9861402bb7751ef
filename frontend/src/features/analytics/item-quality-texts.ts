import type { ItemMeasures, QuestionMeasures } from '@piba/shared';
import { formatIndex, formatShare, optionLetter } from './analytics-format';
import { QUESTION_FLAG_LABELS } from './band-labels';

type TestName = 'pretest' | 'posttest';

/** "valid", "tidak valid", or null when r could not be computed. */
export function validityLabel(item: ItemMeasures): string | null {
  if (item.valid === true) return 'valid';
  return item.valid === false ? 'tidak valid' : null;
}

/** What one test's answers to one question call for, in plain words. */
function calloutsOf(question: QuestionMeasures, index: number, test: TestName): string[] {
  const item = test === 'pretest' ? question.pre : question.post;
  const name = `Soal ${index + 1} (${question.topic})`;
  const texts: string[] = [];
  const wrongKey = item.likelyWrongKey;
  if (item.sameForEveryone === 'right') {
    texts.push(
      test === 'pretest'
        ? `${name}: semua siswa sudah menjawab benar pada pretest, sebelum pelajaran. Soal ini tidak membedakan siswa, dan kenaikan pada topiknya tidak dapat diukur.`
        : `${name}: semua siswa menjawab benar pada posttest. Soal ini tidak membedakan siswa.`,
    );
  } else if (item.sameForEveryone === 'wrong' && !wrongKey) {
    texts.push(
      `${name}: tidak ada siswa yang menjawab benar pada ${test}. Periksa kunci jawaban dan bunyi soalnya.`,
    );
  }
  // No one right and most on one wrong option: the wrong key says both.
  if (wrongKey) {
    const share = item.options.find((option) => option.option === wrongKey)?.share ?? null;
    const key = item.options.find((option) => option.correct);
    const who = share === null ? 'Sebagian besar siswa' : `${formatShare(share)} siswa`;
    texts.push(
      `${name}: ${who} memilih ${optionLetter(wrongKey)} pada ${test}, padahal kuncinya ${key ? optionLetter(key.option) : '-'}. Mungkin kunci jawabannya keliru atau soalnya menyesatkan; periksa kembali.`,
    );
  }
  if (item.valid === false) {
    texts.push(
      `${name}: daya pembeda rendah pada ${test} (r_it ${formatIndex(item.correctedItemTotal ?? null)} di bawah r tabel ${formatIndex(item.rTable ?? null)}, tidak valid). Soal ini kurang membedakan siswa yang menguasai materi dari yang belum.`,
    );
  }
  const rare = item.options.filter((option) => option.flags.includes('rare'));
  if (rare.length > 0) {
    texts.push(
      `${name}: pilihan ${rare.map((option) => optionLetter(option.option)).join(' dan ')} jarang dipilih pada ${test} (< 5%), sehingga tidak berfungsi sebagai pengecoh; ganti dengan jawaban salah yang masuk akal.`,
    );
  }
  const ambiguous = item.options.filter((option) => option.flags.includes('ambiguous'));
  if (ambiguous.length > 0) {
    texts.push(
      `${name}: pilihan ${ambiguous.map((option) => optionLetter(option.option)).join(' dan ')} lebih sering dipilih kelompok atas daripada kunci pada ${test}; soal mungkin ambigu.`,
    );
  }
  return texts;
}

/** A question known before the lesson (the server's `known-before` flag), in plain words. */
function knownBeforeCallout(question: QuestionMeasures, index: number): string[] {
  if (!question.flags?.includes('known-before')) return [];
  const share = question.pre.p === null ? 'Sebagian besar' : formatShare(question.pre.p);
  return [
    `Soal ${index + 1} (${question.topic}): ${QUESTION_FLAG_LABELS['known-before']}. ${share} siswa sudah menjawab benar pada pretest (mudah), sehingga soal ini tidak dapat menunjukkan efek pelajaran.`,
  ];
}

/** A question to look at, and why, in plain words. */
export interface FlaggedQuestion {
  question: QuestionMeasures;
  /** Its number in the test, from 1. */
  number: number;
  texts: string[];
}

/**
 * The questions a teacher should look at, each with what calls for it in plain words: known
 * before the lesson, answered alike by everyone (right or wrong), with a wrong option chosen
 * by 80% or more (perhaps a wrong key), with low discrimination (r_it under the r table), or with
 * a wrong option rarely chosen or chosen more by the upper group than the key.
 */
export const flaggedQuestions = (questions: QuestionMeasures[]): FlaggedQuestion[] =>
  questions.flatMap((question, index) => {
    const texts = [
      ...knownBeforeCallout(question, index),
      ...calloutsOf(question, index, 'pretest'),
      ...calloutsOf(question, index, 'posttest'),
    ];
    return texts.length > 0 ? [{ question, number: index + 1, texts }] : [];
  });

/** The texts of every flagged question, in order. */
export const itemCallouts = (questions: QuestionMeasures[]): string[] =>
  flaggedQuestions(questions).flatMap(({ texts }) => texts);

/**
 * The questions most students already answered right before the lesson (the pre-test's
 * difficulty band "mudah", p > 0,70), by number: little room was left to learn there.
 */
export const knownBeforeLesson = (questions: QuestionMeasures[]): number[] =>
  questions.flatMap((question, index) => (question.pre.band === 'mudah' ? [index + 1] : []));
