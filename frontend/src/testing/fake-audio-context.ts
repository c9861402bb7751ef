/** A click booked on the fake clock: when it sounds, when it was booked, and its pitch. */
export interface BookedClick {
  time: number;
  bookedAt: number;
  frequency: number;
}

const param = () => ({
  value: 0,
  setValueAtTime() {},
  exponentialRampToValueAtTime() {},
  linearRampToValueAtTime() {},
});

/**
 * Web Audio as far as the metronome uses it, with a clock that follows Jest's fake timers
 * (jsdom has no AudioContext). Every started oscillator is written down in `clicks`.
 */
export class FakeAudioContext {
  static instances: FakeAudioContext[] = [];
  static clicks: BookedClick[] = [];

  readonly destination = {};
  state: AudioContextState = 'running';
  private readonly createdAt = Date.now();

  constructor() {
    FakeAudioContext.instances.push(this);
  }

  get currentTime(): number {
    return (Date.now() - this.createdAt) / 1000;
  }

  createOscillator() {
    const frequency = param();
    return {
      frequency,
      connect: (node: unknown) => node,
      start: (when = 0) => {
        if (this.state === 'closed') throw new Error('start() on a closed AudioContext');
        FakeAudioContext.clicks.push({
          time: when,
          bookedAt: this.currentTime,
          frequency: frequency.value,
        });
      },
      stop() {},
    };
  }

  createGain() {
    return { gain: param(), connect: (node: unknown) => node };
  }

  close(): Promise<void> {
    this.state = 'closed';
    return Promise.resolve();
  }
}

/** Puts the fake in place of `window.AudioContext`; the returned function takes it away. */
export function installFakeAudioContext(): () => void {
  FakeAudioContext.instances = [];
  FakeAudioContext.clicks = [];
  const original = Object.getOwnPropertyDescriptor(window, 'AudioContext');
  Object.defineProperty(window, 'AudioContext', {
    configurable: true,
    writable: true,
    value: FakeAudioContext,
  });
  return () => {
    if (original) Object.defineProperty(window, 'AudioContext', original);
    else delete (window as { AudioContext?: unknown }).AudioContext;
  };
}
