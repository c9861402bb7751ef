import {
  DEFAULT_SESSION_DESIGN,
  fnv1a32,
  type SessionDesign,
  type SessionDesignFields,
} from '@piba/shared';
import { tabStorage } from '../../lib/tab-storage';
import { readPosttestPercentage } from '../student';

/** The joined session's research designs; every design off when it uses none or none was joined. */
export function readSessionDesign(): SessionDesign {
  const stored = tabStorage.get('sessionDesign');
  if (!stored) return DEFAULT_SESSION_DESIGN;
  try {
    const fields = JSON.parse(stored) as SessionDesignFields;
    return {
      form_design: fields.form_design ?? 'A',
      shuffle_options: fields.shuffle_options === true,
      delayed_test_from: fields.delayed_test_from ?? null,
      comparison: fields.comparison === true,
    };
  } catch {
    return DEFAULT_SESSION_DESIGN;
  }
}

/** Keeps the designs a session lookup answered; a session without designs (or none) keeps nothing. */
export function saveSessionDesign(session: SessionDesignFields | null): void {
  const fields: SessionDesignFields = {};
  if (session?.form_design && session.form_design !== 'A') fields.form_design = session.form_design;
  if (session?.shuffle_options) fields.shuffle_options = true;
  if (session?.delayed_test_from) fields.delayed_test_from = session.delayed_test_from;
  if (session?.comparison) fields.comparison = true;
  tabStorage.set('sessionDesign', Object.keys(fields).length > 0 ? JSON.stringify(fields) : null);
}

/**
 * The student's place in the alternation of the AB-BA design when the server cannot give one
 * (offline, an error, no joined session): derived from the participant id (its hash's parity),
 * so the same student answers the same forms on any computer that carries their id, and a class
 * splits about evenly between the two orders.
 */
export const arrivalIndex = (participantId: string) =>
  Number.parseInt(fnv1a32(participantId), 16) % 2;

interface KeptArrival {
  session: string;
  participant: string;
  arrival: number;
}

/** The place in the session's arrival order this tab keeps for the student, or null. */
export function readArrival(session: string, participant: string): number | null {
  const stored = tabStorage.get('arrival');
  if (!stored) return null;
  try {
    const kept = JSON.parse(stored) as KeptArrival;
    return kept.session === session &&
      kept.participant === participant &&
      Number.isInteger(kept.arrival) &&
      kept.arrival >= 0
      ? kept.arrival
      : null;
  } catch {
    return null;
  }
}

/** Keeps the student's place for the tab's later tests (the post-test asks the other form). */
export function keepArrival(session: string, participant: string, arrival: number): void {
  tabStorage.set(
    'arrival',
    JSON.stringify({ session, participant, arrival } satisfies KeptArrival),
  );
}

/** Whether this tab's student chose to take the session's delayed test ("Lanjutkan ke tes tunda?"). */
export const readDelayedTest = () => tabStorage.get('delayedTest') === '1';

export const markDelayedTest = () => tabStorage.set('delayedTest', '1');

/**
 * A comparison class learns otherwise before its post-test: the lesson's topics open only once
 * this tab's student has taken it (a wait-list design: they get the lesson afterwards).
 */
export const lessonWaitsForPosttest = () =>
  readSessionDesign().comparison && readPosttestPercentage() === null;

/** What a comparison class's student reads where the topics would be, before the post-test. */
export const WAITING_LESSON_TEXT =
  'Kelasmu adalah kelompok pembanding dalam penelitian ini. Materi belajar dibuka setelah kamu mengerjakan pretest dan posttest, agar hasilnya dapat dibandingkan dengan kelas lain.';

/** What they read above the topics once the post-test is done. */
export const OPENED_LESSON_TEXT =
  'Terima kasih sudah mengerjakan posttest. Sekarang materi belajar terbuka untukmu: silakan pelajari.';
