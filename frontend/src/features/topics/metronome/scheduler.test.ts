import {
  beatAfter,
  beatsToSchedule,
  LOOKAHEAD_SECONDS,
  secondsPerBeat,
  TICK_MS,
  type Tempo,
} from './scheduler';

describe('secondsPerBeat', () => {
  it.each([
    [60, 1],
    [90, 0.667],
    [120, 0.5],
  ])('gives %i beats a minute one every %f s', (tempo, seconds) => {
    expect(secondsPerBeat(tempo)).toBeCloseTo(seconds, 3);
  });
});

describe('beatAfter', () => {
  it('counts 1, 2, 3, 4 and then 1 again, one interval apart', () => {
    let beat = { time: 0, index: 0 };
    const counted = [beat.index + 1];
    for (let i = 0; i < 5; i += 1) {
      beat = beatAfter(beat, 120);
      counted.push(beat.index + 1);
    }
    expect(counted).toEqual([1, 2, 3, 4, 1, 2]);
    expect(beat.time).toBeCloseTo(2.5);
  });
});

/**
 * The click times booked by a timer waking every TICK_MS from 0 until `seconds`, the first click
 * at 0.05 s, each wake-up `lateBy(tick)` seconds later than due.
 */
function bookedByTimer(tempo: Tempo, seconds: number, lateBy: (tick: number) => number): number[] {
  const booked: number[] = [];
  let next = { time: 0.05, index: 0 };
  for (let now = 0, tick = 0; now < seconds; tick += 1) {
    const due = beatsToSchedule(next, now, tempo);
    booked.push(...due.beats.map((beat) => beat.time));
    next = due.next;
    now += TICK_MS / 1000 + lateBy(tick);
  }
  return booked;
}

describe('beatsToSchedule', () => {
  it('books nothing while the next beat is further off than the lookahead', () => {
    const next = { time: 1.5, index: 2 };
    expect(beatsToSchedule(next, 1.5 - LOOKAHEAD_SECONDS - 0.01, 120)).toEqual({ beats: [], next });
  });

  it('books the next beat once it falls within the lookahead, and moves on to the one after', () => {
    const { beats, next } = beatsToSchedule({ time: 1.5, index: 3 }, 1.45, 120);
    expect(beats).toEqual([{ time: 1.5, index: 3 }]);
    expect(next).toEqual({ time: 2, index: 0 });
  });

  it('books every beat inside the window, but none at or after its end', () => {
    const { beats, next } = beatsToSchedule({ time: 0.05, index: 0 }, 0, 60, 2.05);
    expect(beats.map((beat) => [beat.time, beat.index])).toEqual([
      [0.05, 0],
      [1.05, 1],
    ]);
    expect(next).toEqual({ time: 2.05, index: 2 });
  });

  it('skips beats that are already past instead of playing them late, keeping the count', () => {
    const { beats, next } = beatsToSchedule({ time: 1, index: 0 }, 2.45, 120);
    expect(beats).toEqual([{ time: 2.5, index: 3 }]);
    expect(next).toEqual({ time: 3, index: 0 });
  });

  it('loses no beat when the page stalls for a quarter of a second', () => {
    // The timer wakes every 25 ms, but once, 200 ms before a click, the page holds it for 250 ms.
    const booked = bookedByTimer(120, 3, (tick) => (tick === 34 ? 0.25 : 0));
    const expected = Array.from({ length: 7 }, (_, k) => 0.05 + k * 0.5);
    expect(booked).toHaveLength(expected.length);
    booked.forEach((time, k) => expect(time).toBeCloseTo(expected[k]));
  });

  it('books each beat exactly once from a timer that wakes late now and then', () => {
    // Every third wake-up comes 40 ms late, as on a busy lab PC.
    const booked = bookedByTimer(90, 5, (tick) => (tick % 3 === 0 ? 0.04 : 0));
    const expected = Array.from({ length: 8 }, (_, k) => 0.05 + (k * 2) / 3);
    expect(booked).toHaveLength(expected.length);
    booked.forEach((time, k) => expect(time).toBeCloseTo(expected[k]));
  });
});
