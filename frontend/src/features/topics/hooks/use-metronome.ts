import { useCallback, useEffect, useRef, useState } from 'react';
import { playClick } from '../metronome/click';
import {
  type Beat,
  beatsToSchedule,
  DEFAULT_TEMPO,
  type Tempo,
  TICK_MS,
} from '../metronome/scheduler';

/** Leaves the new context a moment to start before the first click. */
const START_DELAY_SECONDS = 0.05;

interface Session {
  context: AudioContext;
  timer: number;
  frame: number;
}

function end(session: Session) {
  window.clearInterval(session.timer);
  window.cancelAnimationFrame(session.frame);
  void session.context.close();
}

/**
 * A four-beat metronome on the Web Audio clock. It starts only from `start` (a press, which
 * browsers require before playing sound) and stops, releasing its audio, on `stop` or unmount.
 */
export function useMetronome() {
  const [tempo, setTempoState] = useState<Tempo>(DEFAULT_TEMPO);
  const [running, setRunning] = useState(false);
  /** The place in the bar (0 to 3) of the click heard last; null while stopped. */
  const [current, setCurrent] = useState<number | null>(null);
  const tempoRef = useRef(tempo);
  const session = useRef<Session | null>(null);

  // A ref as well as state: a tempo chosen while running applies from the next booked click.
  const setTempo = useCallback((next: Tempo) => {
    tempoRef.current = next;
    setTempoState(next);
  }, []);

  const start = useCallback(() => {
    if (session.current) return;
    const context = new AudioContext();
    const active: Session = { context, timer: 0, frame: 0 };
    const booked: Beat[] = [];
    let next: Beat = { time: context.currentTime + START_DELAY_SECONDS, index: 0 };

    const book = () => {
      const due = beatsToSchedule(next, context.currentTime, tempoRef.current);
      for (const beat of due.beats) playClick(context, beat.time, beat.index === 0);
      booked.push(...due.beats);
      next = due.next;
    };
    // The count reads the audio clock, so it changes when a click is heard, not when it is booked.
    const show = () => {
      let heard: Beat | undefined;
      while (booked.length > 0 && booked[0].time <= context.currentTime) heard = booked.shift();
      if (heard) setCurrent(heard.index);
      active.frame = window.requestAnimationFrame(show);
    };

    book();
    active.timer = window.setInterval(book, TICK_MS);
    active.frame = window.requestAnimationFrame(show);
    session.current = active;
    setRunning(true);
  }, []);

  const stop = useCallback(() => {
    if (!session.current) return;
    end(session.current);
    session.current = null;
    setRunning(false);
    setCurrent(null);
  }, []);

  useEffect(
    () => () => {
      if (session.current) end(session.current);
      session.current = null;
    },
    [],
  );

  return { tempo, setTempo, running, current, start, stop };
}
