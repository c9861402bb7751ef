import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  indonesianVoice,
  speak,
  speechState,
  speechSupported,
  stopSpeaking,
  subscribeSpeech,
} from './speech';

/** The Indonesian voice, once the browser has loaded its voices (they come asynchronously). */
export function useIndonesianVoice(): SpeechSynthesisVoice | null {
  const [voice, setVoice] = useState(indonesianVoice);
  useEffect(() => {
    if (!speechSupported()) return;
    const synth = window.speechSynthesis;
    const update = () => setVoice(indonesianVoice());
    update();
    synth.addEventListener('voiceschanged', update);
    return () => synth.removeEventListener('voiceschanged', update);
  }, []);
  return voice;
}

export interface ReadAloud {
  /** False where the browser has no Indonesian voice: nothing to offer then. */
  available: boolean;
  speaking: boolean;
  /** The index in `blocks` of the block being spoken, to highlight it. */
  block: number | null;
  start: () => void;
  stop: () => void;
}

/**
 * Reads `blocks` aloud, one after another. The reading stops when the blocks change (another
 * slide, a section closed) or the component that reads them goes away.
 */
export function useReadAloud(blocks: readonly string[]): ReadAloud {
  const voice = useIndonesianVoice();
  const [reader] = useState(() => ({}));
  const state = useSyncExternalStore(subscribeSpeech, speechState, speechState);
  const text = blocks.join('\n');
  useEffect(() => () => stopSpeaking(reader), [reader, text]);
  const speaking = state.reader === reader;
  return {
    available: voice !== null,
    speaking,
    block: speaking ? state.block : null,
    start: () => {
      if (voice) speak(reader, blocks, voice);
    },
    stop: () => stopSpeaking(reader),
  };
}
