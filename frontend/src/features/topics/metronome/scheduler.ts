/** The tempos a student can choose, in beats per minute. */
export const TEMPOS = [60, 90, 120] as const;
export type Tempo = (typeof TEMPOS)[number];
export const DEFAULT_TEMPO: Tempo = 90;
export const BEATS_PER_BAR = 4;

/**
 * How far ahead clicks are booked on the audio clock, and how often the booking runs. A timer
 * alone drifts and stalls on a busy lab PC; the audio clock does not. Booking 300 ms ahead every
 * 25 ms keeps the beat steady through a stall of the page of up to 275 ms: on a lab PC, a page
 * still drawing its later parts holds the main thread that long (docs/benchmarks.md), and with
 * 100 ms ahead a click was lost. A tempo chosen while running is heard from the first click not
 * yet booked, at most 300 ms later; stopping drops the booked clicks with the audio.
 */
export const LOOKAHEAD_SECONDS = 0.3;
export const TICK_MS = 25;

/** One click: when it sounds on the audio clock, and its place in the bar (0 to 3). */
export interface Beat {
  time: number;
  index: number;
}

export const secondsPerBeat = (tempo: number) => 60 / tempo;

/** The click after `beat`, at `tempo`. */
export function beatAfter(beat: Beat, tempo: Tempo): Beat {
  return { time: beat.time + secondsPerBeat(tempo), index: (beat.index + 1) % BEATS_PER_BAR };
}

/**
 * The clicks to book now: from `next` up to (not including) `until`, by default the lookahead
 * from `now`. A click already in the past is skipped rather than played late, and the count
 * goes on, so a page that stalled for a second comes back on the beat. Also returns the first
 * click not booked. Each click's successor is placed at the tempo current when it is booked.
 */
export function beatsToSchedule(
  next: Beat,
  now: number,
  tempo: Tempo,
  until = now + LOOKAHEAD_SECONDS,
): { beats: Beat[]; next: Beat } {
  const beats: Beat[] = [];
  let beat = next;
  for (; beat.time < until; beat = beatAfter(beat, tempo)) {
    if (beat.time >= now) beats.push(beat);
  }
  return { beats, next: beat };
}
