import { defaultPackDocument } from './pack/default-pack.js';
import type { PackQuestion } from './pack/document.js';

/** One question of a test: what every layer (scoring, the quiz, the analysis) reads of an item. */
export type QuizQuestion = PackQuestion;

/*
 * The default pack's test, in the product's order (question6 first: the product's order, not a
 * mistake). Its items follow Haladyna, Downing & Rodriguez (2002); the instrument check
 * (`pack/check.ts`) guards them, and that no key stands in what a student reads before the
 * pre-test. The document is `packs/piba/pack.json`; changing a stem, an option, a key, a name or
 * the order changes the answer-key version.
 */
export const questions: QuizQuestion[] = defaultPackDocument.questions;
