/**
 * The browser's speech synthesis as the read-aloud uses it, for tests (jsdom has none): every
 * utterance asked for is written down, and the test says when each one finishes.
 */
export class FakeUtterance {
  lang = '';
  voice: SpeechSynthesisVoice | null = null;
  onstart: (() => void) | null = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(readonly text: string) {}
}

export class FakeSpeechSynthesis extends EventTarget {
  voices: SpeechSynthesisVoice[] = [];
  /** Everything it was asked to say, in order, with the language and voice asked for. */
  said: Array<{ text: string; lang: string; voice: string | null }> = [];
  cancels = 0;
  private queue: FakeUtterance[] = [];

  getVoices() {
    return this.voices;
  }

  /** The browser's voices arrive (or change), as they do some time after the page loads. */
  loadVoices(voices: Array<Pick<SpeechSynthesisVoice, 'lang' | 'name'> & { local?: boolean }>) {
    this.voices = voices.map(({ lang, name, local = true }): SpeechSynthesisVoice => ({
      lang,
      name,
      localService: local,
      default: false,
      voiceURI: name,
    }));
    this.dispatchEvent(new Event('voiceschanged'));
  }

  speak(utterance: FakeUtterance) {
    this.said.push({
      text: utterance.text,
      lang: utterance.lang,
      voice: utterance.voice?.name ?? null,
    });
    this.queue.push(utterance);
    if (this.queue.length === 1) utterance.onstart?.();
  }

  /** The utterance being spoken ends, and the next one starts. */
  finishOne() {
    this.queue.shift()?.onend?.();
    this.queue[0]?.onstart?.();
  }

  cancel() {
    this.cancels += 1;
    const dropped = this.queue;
    this.queue = [];
    for (const utterance of dropped) utterance.onerror?.({ error: 'interrupted' });
  }

  get speaking() {
    return this.queue.length > 0;
  }

  get pending() {
    return this.queue.length > 1;
  }
}

/** Puts a fake in `window`; the returned function takes it away again. */
export function installFakeSpeech(): { synth: FakeSpeechSynthesis; uninstall: () => void } {
  const synth = new FakeSpeechSynthesis();
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', {
    value: FakeUtterance,
    configurable: true,
  });
  return {
    synth,
    uninstall: () => {
      Reflect.deleteProperty(window, 'speechSynthesis');
      Reflect.deleteProperty(window, 'SpeechSynthesisUtterance');
    },
  };
}
