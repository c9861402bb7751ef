/*
 * A lesson pack: one lesson and its test, as the programme team writes it in the browser. The
 * document is JSON; drawings travel beside it as files and are named here by their file name.
 * Everything about the deployment (footer, privacy notice, partner logos) stays outside packs.
 *
 * Text is plain text. A paragraph may mark words as bold with **two asterisks**; a list is an
 * array of such lines. Nothing is ever read as HTML.
 */

import { answerKeyVersion } from '../answer-key.js';

/** The version of this document's shape; a document of another format is refused. */
export const PACK_FORMAT = 1;

/** An option's value: A, B and C are 1, 2 and 3. */
export type OptionValue = 1 | 2 | 3;

export interface QuizOption {
  text: string;
  value: OptionValue;
}

/** A paragraph, or a bulleted list of lines. */
export type PackBlock = string | string[];

/** A drawing of the pack: the name of one of its drawing files, and what it shows. */
export interface PackDrawing {
  /** A file name of the pack's drawings, e.g. `body-1-organs-breathing.svg`. */
  file: string;
  /** What the drawing shows, for a screen reader (never what a question asks). */
  alt: string;
}

/** One slide: a drawing, and the text beside it ("Selengkapnya" holds `more`). */
export interface PackSlide {
  heading: string;
  body: PackBlock[];
  more?: PackBlock[];
  drawing: PackDrawing;
}

/** What a topic's card on the home page says. */
export interface PackTopicCard {
  description: string;
  /** The card's call to action, e.g. "Mulai Belajar" or "Tonton Video". */
  action: string;
  /** The card's icon: one of a fixed set the app draws. */
  icon: PackTopicIcon;
}

export const PACK_TOPIC_ICONS = [
  'body',
  'exercise',
  'breathing',
  'food',
  'heart',
  'mind',
  'book',
] as const;
export type PackTopicIcon = (typeof PACK_TOPIC_ICONS)[number];

interface PackTopicBase {
  /** The route's last part: `/topics/<id>`; letters, digits and hyphens. */
  id: string;
  /** The page title and the card's title. */
  title: string;
  card: PackTopicCard;
}

/** A topic taught by a deck of 1–12 slides. */
export interface PackDeckTopic extends PackTopicBase {
  kind: 'deck';
  slides: PackSlide[];
  /** Senam RAS moves to a beat: the deck's page brings the metronome. */
  metronome?: boolean;
}

/** A topic taught by a video: a YouTube id, or a file of the deployment's media folder. */
export interface PackVideoTopic extends PackTopicBase {
  kind: 'video';
  video: { youtubeId: string } | { file: string };
  /** The player's title for the YouTube video. */
  videoTitle: string;
  /** The player's title when the deployment plays its own file instead (`VIDEO_FILE`). */
  fileTitle?: string;
  /** The language of the video's captions, e.g. `id`. */
  captionLanguage?: string;
  /** What the video teaches, shown below it: a question taught by the video finds its fact here. */
  summary: string;
}

export type PackTopic = PackDeckTopic | PackVideoTopic;

/** Where a question's fact is taught: a slide of a deck topic (index from 0), or a video topic. */
export interface PackTaughtIn {
  topic: string;
  /** The slide's index in a deck topic; absent for a video topic. */
  slide?: number;
}

/** A rule of the instrument check (see `check.ts`) that a writer may mark as reviewed. */
export type ReviewableRule = string;

/**
 * A question's name: 1–40 letters, digits or "_". The one definition: the pack's validation
 * refuses any other, and the analysis writes names into its SQL's JSON paths, which take nothing
 * else.
 */
export const QUESTION_NAME_PATTERN = /^[A-Za-z0-9_]{1,40}$/;

/** One question ("soal" on screen): three options A, B, C with values 1, 2, 3. */
export interface PackQuestion {
  /** Stable name stored with each answer, e.g. `question6`; part of the answer-key version. */
  name: string;
  topic: string;
  question: string;
  options: QuizOption[];
  correctAnswer: OptionValue;
  /** Shown in the review after the post-test: why the key is right. */
  explanation: string;
  taughtIn: PackTaughtIn;
  /** A phrase the taught slide (or the video's summary) must contain. */
  keyFact: string;
  /** Warnings of the instrument check the writer reviewed: rule → the written reason. */
  reviewed?: Record<ReviewableRule, string>;
}

export interface PackFaqItem {
  question: string;
  answer: string;
}

/** The texts of the home page a student reads before the pre-test. */
export interface PackHome {
  subtitle: string;
  quizDescription: string;
  poster: PackDrawing;
}

/**
 * One statement of the attitude scale (skala sikap), answered on a Likert scale of 1 (sangat
 * tidak setuju) to 5 (sangat setuju) after the knowledge questions of both tests.
 */
export interface PackAttitudeItem {
  /** Stable id stored with each answer: 1–40 lower-case letters, digits and hyphens. */
  id: string;
  /** The statement a student rates, plain text. */
  text: string;
  /** Worded for the attitude (true) or against it (false: its score is reversed, 6 − x). */
  positive: boolean;
}

export interface PackDocument {
  format: typeof PACK_FORMAT;
  /** The pack's name in the editor and the programme view, e.g. "PIBA: Tubuh, Senam RAS, Pernapasan". */
  title: string;
  home: PackHome;
  faq: PackFaqItem[];
  /** 1–6 topics, in the order of the home page's cards. */
  topics: PackTopic[];
  /** The knowledge test: 5–40 questions, in the order a student answers them. */
  questions: PackQuestion[];
  /**
   * A parallel form B of the test: as many questions as `questions`, each on the same topic and
   * taught slide as form A's question at its place, with names of its own. Absent: one form.
   */
  form_b?: PackQuestion[];
  /** 2–30 statements of an attitude scale asked with both tests. Absent: no attitude scale. */
  attitude_scale?: PackAttitudeItem[];
}

/** A published version's id: 16 lowercase hex digits, from its content (see the packs module). */
export const PACK_VERSION_PATTERN = /^[0-9a-f]{16}$/;

/** A published version as the API answers it (`GET /api/pack-versions/:version`). */
export interface PackVersionBody {
  /** 16 hex digits: a hash of the canonical document and its drawings' bytes. */
  version: string;
  /** The answer-key version of its questions (`answerKeyVersion`). */
  answer_key_version: string;
  document: PackDocument;
}

/**
 * The answer-key version of each form of the pack's test: form A's (`questions`), and form B's
 * when the pack has a parallel form. A result names the version of the form it answered.
 */
export function formAnswerKeyVersions(document: PackDocument): { A: string; B: string | null } {
  return {
    A: answerKeyVersion(document.questions),
    B: document.form_b ? answerKeyVersion(document.form_b) : null,
  };
}

/** The drawing file names a document refers to, in the order they first appear. */
export function drawingFilesOf(document: PackDocument): string[] {
  const files = [document.home.poster.file];
  for (const topic of document.topics) {
    if (topic.kind === 'deck') files.push(...topic.slides.map((slide) => slide.drawing.file));
  }
  return [...new Set(files)];
}
