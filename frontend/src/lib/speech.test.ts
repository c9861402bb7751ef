import { installFakeSpeech } from './speech-fake';
import { CANCEL_SETTLES_MS, indonesianVoice, speak, speechState, stopSpeaking } from './speech';

describe('the Indonesian voice', () => {
  let fake: ReturnType<typeof installFakeSpeech>;
  beforeEach(() => {
    fake = installFakeSpeech();
  });
  afterEach(() => fake.uninstall());

  it('is none while the browser has loaded no voices, or none in Indonesian', () => {
    expect(indonesianVoice()).toBeNull();
    fake.synth.loadVoices([
      { lang: 'en-US', name: 'English' },
      { lang: 'ms-MY', name: 'Melayu' },
    ]);
    expect(indonesianVoice()).toBeNull();
  });

  it('is found however the browser writes the language, id-ID on the device first', () => {
    fake.synth.loadVoices([
      { lang: 'en-US', name: 'English' },
      { lang: 'id', name: 'Umum' },
      { lang: 'id-ID', name: 'Online', local: false },
      { lang: 'id-ID', name: 'Perangkat' },
    ]);
    expect(indonesianVoice()?.name).toBe('Perangkat');
    fake.synth.loadVoices([{ lang: 'id_ID', name: 'Android' }]);
    expect(indonesianVoice()?.name).toBe('Android');
    fake.synth.loadVoices([{ lang: 'ID', name: 'Singkat' }]);
    expect(indonesianVoice()?.name).toBe('Singkat');
  });

  it('is none in a browser without speech synthesis', () => {
    fake.uninstall();
    expect(indonesianVoice()).toBeNull();
    fake = installFakeSpeech();
  });
});

describe('one reading at a time', () => {
  let fake: ReturnType<typeof installFakeSpeech>;
  beforeEach(() => {
    fake = installFakeSpeech();
    fake.synth.loadVoices([{ lang: 'id-ID', name: 'Damayanti' }]);
  });
  afterEach(() => {
    stopSpeaking();
    fake.uninstall();
  });

  it('speaks each block in id-ID with the voice and follows the block being spoken', () => {
    const reader = {};
    speak(reader, ['Satu', 'Dua'], indonesianVoice()!);
    expect(fake.synth.said).toEqual([
      { text: 'Satu', lang: 'id-ID', voice: 'Damayanti' },
      { text: 'Dua', lang: 'id-ID', voice: 'Damayanti' },
    ]);
    expect(speechState()).toEqual({ reader, block: 0 });
    fake.synth.finishOne();
    expect(speechState()).toEqual({ reader, block: 1 });
    fake.synth.finishOne();
    expect(speechState()).toEqual({ reader: null, block: null });
  });

  it('stops the reading before another starts, which waits for the cancel to settle', () => {
    jest.useFakeTimers();
    const first = {};
    const second = {};
    speak(first, ['Satu', 'Dua'], indonesianVoice()!);
    expect(fake.synth.cancels).toBe(0);
    speak(second, ['Tiga'], indonesianVoice()!);
    expect(fake.synth.cancels).toBe(1);
    expect(fake.synth.speaking).toBe(false);
    expect(speechState()).toEqual({ reader: second, block: null });
    jest.advanceTimersByTime(CANCEL_SETTLES_MS);
    expect(fake.synth.said.map(({ text }) => text)).toEqual(['Satu', 'Dua', 'Tiga']);
    expect(speechState()).toEqual({ reader: second, block: 0 });
    stopSpeaking(first);
    expect(speechState().reader).toBe(second);
    stopSpeaking(second);
    expect(speechState().reader).toBeNull();
    jest.useRealTimers();
  });

  it('says nothing of a reading stopped while it waited', () => {
    jest.useFakeTimers();
    const reader = {};
    speak({}, ['Satu'], indonesianVoice()!);
    speak(reader, ['Dua'], indonesianVoice()!);
    stopSpeaking(reader);
    jest.advanceTimersByTime(CANCEL_SETTLES_MS);
    expect(fake.synth.said.map(({ text }) => text)).toEqual(['Satu']);
    expect(speechState().reader).toBeNull();
    jest.useRealTimers();
  });

  it('falls silent when the page is left', () => {
    speak({}, ['Satu'], indonesianVoice()!);
    window.dispatchEvent(new Event('pagehide'));
    expect(speechState().reader).toBeNull();
    expect(fake.synth.speaking).toBe(false);
  });
});
