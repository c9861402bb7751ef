/**
 * Reading aloud with the browser's speech synthesis, in Indonesian only. The browser has one
 * voice channel for the whole page, so one reader speaks at a time: this module keeps who it is
 * and which of its blocks is being spoken, for every "Dengarkan" button to show.
 */

export interface SpeechState {
  /** The reader speaking now (the object its hook made), or null when silent. */
  reader: object | null;
  /** The index of the block being spoken; null before the first one starts. */
  block: number | null;
}

/** How long a cancelled reading takes to clear before the next one is queued. */
export const CANCEL_SETTLES_MS = 150;

const SILENT: SpeechState = { reader: null, block: null };
let state = SILENT;
// Each reading has its number: events of a reading that was stopped are ignored.
let reading = 0;
const listeners = new Set<() => void>();
// Held until the reading ends: Chromium may collect an utterance nothing refers to, and then
// never tells its end.
let utterances: SpeechSynthesisUtterance[] = [];

function setState(next: SpeechState) {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeSpeech(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const speechState = (): SpeechState => state;

export function speechSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    typeof window.SpeechSynthesisUtterance === 'function'
  );
}

/** Browsers write Indonesian as id-ID, id_ID or id (and in older ones, in other cases). */
const languageOf = (voice: SpeechSynthesisVoice) => voice.lang.replace('_', '-').toLowerCase();

/**
 * An Indonesian voice, preferring id-ID and one on the device (it also speaks offline); null
 * when the browser has none, or has not loaded its voices yet.
 */
export function indonesianVoice(): SpeechSynthesisVoice | null {
  if (!speechSupported()) return null;
  const voices = window.speechSynthesis
    .getVoices()
    .filter((voice) => languageOf(voice) === 'id' || languageOf(voice).startsWith('id-'));
  const rank = (voice: SpeechSynthesisVoice) =>
    (languageOf(voice) === 'id-id' ? 0 : 2) + (voice.localService ? 0 : 1);
  return voices.sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

/**
 * Speaks `blocks` one utterance each, so the block being spoken is known when it starts. Any
 * other reading stops first.
 */
export function speak(reader: object, blocks: readonly string[], voice: SpeechSynthesisVoice) {
  const synth = window.speechSynthesis;
  const current = ++reading;
  const live = () => current === reading;
  const busy = synth.speaking || synth.pending;
  if (busy) synth.cancel();
  setState({ reader, block: null });
  utterances = blocks.map((text) => new window.SpeechSynthesisUtterance(text));
  const queue = () => {
    if (!live()) return;
    utterances.forEach((utterance, index) => {
      utterance.lang = 'id-ID';
      utterance.voice = voice;
      utterance.onstart = () => {
        if (live()) setState({ reader, block: index });
      };
      utterance.onend = () => {
        if (live() && index === blocks.length - 1) stopSpeaking();
      };
      // A block that cannot be spoken ends the reading rather than leaving it half read.
      utterance.onerror = () => {
        if (live()) stopSpeaking();
      };
      synth.speak(utterance);
    });
  };
  // Chromium (on Linux at least) finishes a cancel a moment later, dropping what was queued
  // right after it: the new reading waits for it.
  if (busy) setTimeout(queue, CANCEL_SETTLES_MS);
  else queue();
}

/** Stops the reading of `reader` (any reading when none is named). */
export function stopSpeaking(reader?: object) {
  if (reader && state.reader !== reader) return;
  reading += 1;
  utterances = [];
  if (state.reader !== null && speechSupported()) window.speechSynthesis.cancel();
  setState(SILENT);
}

// Leaving the page (another address, a reload, closing the tab) silences it.
if (typeof window !== 'undefined') window.addEventListener('pagehide', () => stopSpeaking());
