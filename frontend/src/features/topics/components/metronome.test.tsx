import { act, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { FakeAudioContext, installFakeAudioContext } from '../../../testing/fake-audio-context';
import { renderWithProviders } from '../../../testing/test-utils';
import { ACCENT_HZ, BEAT_HZ } from '../metronome/click';
import { LOOKAHEAD_SECONDS } from '../metronome/scheduler';
import { Metronome } from './metronome';

let uninstall: () => void;

beforeEach(() => {
  jest.useFakeTimers();
  uninstall = installFakeAudioContext();
});

afterEach(() => {
  jest.useRealTimers();
  uninstall();
});

function renderMetronome() {
  const utils = renderWithProviders(<Metronome />);
  return { ...utils, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

const elapse = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const clickTimes = () => FakeAudioContext.clicks.map((click) => click.time);
const gaps = (times: number[]) => times.slice(1).map((time, i) => time - times[i]);
/** The number lit in the count, or null when none is. */
const litNumber = () =>
  screen.getByTestId('beat-count').querySelector('[data-current]')?.textContent ?? null;
const pressStart = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: 'Mulai ketukan' }));
/** Lets time pass until the audio clock of the running metronome reads `seconds`. */
const untilAudioTime = (seconds: number) =>
  elapse((seconds - FakeAudioContext.instances.at(-1)!.currentTime) * 1000);

describe('Metronome', () => {
  it('makes no sound and lights no number until the student presses start', () => {
    renderMetronome();
    elapse(3000);
    expect(FakeAudioContext.instances).toHaveLength(0);
    expect(litNumber()).toBeNull();
  });

  it('books 90 clicks a minute ahead on the audio clock, the first of each bar higher', async () => {
    const { user } = renderMetronome();
    await pressStart(user);
    elapse(3000);
    const { clicks } = FakeAudioContext;
    expect(clicks).toHaveLength(5);
    gaps(clickTimes()).forEach((gap) => expect(gap).toBeCloseTo(2 / 3));
    for (const click of clicks) {
      expect(click.time).toBeGreaterThan(click.bookedAt);
      expect(click.time - click.bookedAt).toBeLessThanOrEqual(LOOKAHEAD_SECONDS);
    }
    expect(clicks.map((click) => click.frequency)).toEqual([
      ACCENT_HZ,
      BEAT_HZ,
      BEAT_HZ,
      BEAT_HZ,
      ACCENT_HZ,
    ]);
  });

  it('lights 1, 2, 3, 4, 1 as each click sounds, not when it is booked', async () => {
    const { user } = renderMetronome();
    await user.click(screen.getByRole('button', { name: '120 ketukan per menit' }));
    await pressStart(user);
    // 120 a minute: clicks at 0.05, 0.55, 1.05, 1.55 and 2.05 s on the audio clock.
    elapse(20);
    expect(litNumber()).toBeNull();
    const seen = [];
    for (const seconds of [0.3, 0.5, 0.6, 1.1, 1.6, 2.1]) {
      untilAudioTime(seconds);
      seen.push(litNumber());
    }
    expect(seen).toEqual(['1', '1', '2', '3', '4', '1']);
  });

  it('switches to a tempo chosen while running, without a restart', async () => {
    const { user } = renderMetronome();
    await pressStart(user);
    untilAudioTime(1.5);
    await user.click(screen.getByRole('button', { name: '60 ketukan per menit' }));
    expect(screen.getByRole('button', { name: '60 ketukan per menit' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    untilAudioTime(5);
    // The click after 1.383 s was already planned at the old tempo; the ones after it follow 60.
    const gapsInSeconds = gaps(clickTimes()).map((gap) => Math.round(gap * 1000) / 1000);
    expect(gapsInSeconds).toEqual([0.667, 0.667, 0.667, 1, 1, 1]);
  });

  it('stops clicking, closes its audio and clears the count when stopped', async () => {
    const { user } = renderMetronome();
    await pressStart(user);
    untilAudioTime(1);
    await user.click(screen.getByRole('button', { name: 'Hentikan ketukan' }));
    const clicksAtStop = FakeAudioContext.clicks.length;
    expect(FakeAudioContext.instances[0].state).toBe('closed');
    expect(litNumber()).toBeNull();
    elapse(3000);
    expect(FakeAudioContext.clicks).toHaveLength(clicksAtStop);
    expect(screen.getByRole('button', { name: 'Mulai ketukan' })).toBeInTheDocument();
  });

  it('stops clicking and closes its audio when the student leaves the page', async () => {
    const { user, unmount } = renderMetronome();
    await pressStart(user);
    untilAudioTime(1);
    unmount();
    const clicksAtLeave = FakeAudioContext.clicks.length;
    expect(FakeAudioContext.instances[0].state).toBe('closed');
    elapse(3000);
    expect(FakeAudioContext.clicks).toHaveLength(clicksAtLeave);
  });

  it('describes itself to screen readers once instead of announcing every beat', () => {
    renderMetronome();
    expect(screen.getByRole('button', { name: 'Mulai ketukan' })).toHaveAccessibleDescription(
      /Hitungan 1 sampai 4 menyala bergantian bersama bunyi ketukan/,
    );
    expect(screen.getByTestId('beat-count')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('group', { name: 'Tempo' })).toBeInTheDocument();
  });
});
