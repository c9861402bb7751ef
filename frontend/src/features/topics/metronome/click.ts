/** The first beat of a bar is higher, so the count 1–2–3–4 can be heard as well as seen. */
export const ACCENT_HZ = 1320;
export const BEAT_HZ = 880;
const CLICK_SECONDS = 0.05;

/** Books one short click at `time` on the context's clock. */
export function playClick(context: AudioContext, time: number, accent: boolean): void {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.frequency.value = accent ? ACCENT_HZ : BEAT_HZ;
  // A fast decay instead of a hard stop, which would be heard as a pop.
  gain.gain.setValueAtTime(0.6, time);
  gain.gain.exponentialRampToValueAtTime(0.001, time + CLICK_SECONDS);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(time);
  oscillator.stop(time + CLICK_SECONDS);
}
