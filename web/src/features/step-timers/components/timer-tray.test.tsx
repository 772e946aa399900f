// Step timers on Vitest's fake clock: a step's durations are buttons (a range times its lower end);
// a tap starts a named timer in the tray ("Step 3 · 20 min"), never a twin; the tray pauses, resumes,
// adds a minute, cancels; a finished timer is announced, beeps, vibrates, notifies, marks the
// page's title until dismissed; the timers are kept on this device (localStorage).
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { StepWithTimers } from '@/lib/step-timers/step-with-timers';
import { TimerTray } from './timer-tray';

const TITLE = 'Baked beans';
const STEPS = [
  'Preheat the oven to 180 °C and chop 2 onions.',
  'Soften the onions in the oil in a wide pan.',
  'Add the beans and stock and simmer for 20 minutes, stirring now and then.',
  'Bake for 10–12 min until bubbling.',
  'Rest for an hour and a half before serving.',
];
const SIMMER = 'Step 3 · 20 min';
const BAKE = 'Step 4 · 10 min (lower end of 10–12 min)';
const REST = 'Step 5 · 1 hr 30 min';
const MINUTE = 60_000;
const STORAGE_KEY = 'recipe-book:step-timers';

/** What a finished timer did besides the tray: the beep's tones, vibrations and notifications. */
const alarms = { tones: 0, vibrations: 0, notifications: [] as string[] };

class RecordingAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  resume = () => Promise.resolve();
  createOscillator() {
    alarms.tones += 1;
    const node = { connect: () => node, frequency: { value: 0 }, start: () => undefined, stop: () => undefined };
    return node;
  }
  createGain() {
    const ramp = () => undefined;
    return { connect: () => ({}), gain: { setValueAtTime: ramp, exponentialRampToValueAtTime: ramp } };
  }
}

class RecordingNotification {
  static permission = 'granted';
  static requestPermission = () => Promise.resolve('granted');
  constructor(title: string) {
    alarms.notifications.push(title);
  }
}

beforeAll(async () => {
  vi.stubGlobal('AudioContext', RecordingAudioContext);
  vi.stubGlobal('Notification', RecordingNotification);
  // The timers' code comes with the first tap; here it is ready, so a tap starts a timer at once.
  await import('@/lib/step-timers/start-step-timer');
});
afterAll(() => {
  vi.unstubAllGlobals();
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-03-01T18:00:00Z'));
  Object.assign(alarms, { tones: 0, vibrations: 0, notifications: [] });
  Object.defineProperty(navigator, 'vibrate', {
    configurable: true,
    value: () => {
      alarms.vibrations += 1;
      return true;
    },
  });
  document.title = `${TITLE} | Recipe Book`;
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

function RecipeSteps() {
  return (
    <>
      <ol data-testid="instructions-list">
        {STEPS.map((step, index) => (
          <li key={step}>
            <StepWithTimers text={step} step={index + 1} recipeId="baked-beans" recipeTitle={TITLE} />
          </li>
        ))}
      </ol>
      <TimerTray />
    </>
  );
}

async function passTime(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
/** A tap on a duration: the timer starts once its (already loaded) code answers. */
async function tap(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  await passTime(0);
}

const tray = () => screen.getByRole('region', { name: 'Cooking timers' });
const row = (label: string) =>
  within(tray())
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(label)) as HTMLElement;
const shown = (label: string) => within(row(label)).getByRole('timer').textContent;

it('makes each duration in a step a button, a range timing its lower end', async () => {
  await renderWithRouter(<RecipeSteps />);
  expect(
    within(screen.getByTestId('instructions-list'))
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual([
    '20 minutes (start a timer)',
    '10–12 min (start a timer for the lower end)',
    'an hour and a half (start a timer)',
  ]);
  expect(screen.queryByRole('region', { name: 'Cooking timers' })).not.toBeInTheDocument();
});

it('starts named timers side by side, never a twin, and keeps them on this device', async () => {
  await renderWithRouter(<RecipeSteps />);
  await tap('20 minutes (start a timer)');
  await tap('10–12 min (start a timer for the lower end)');
  await tap('an hour and a half (start a timer)');
  expect(shown(SIMMER)).toBe('20:00');
  expect(shown(BAKE)).toBe('10:00');
  expect(shown(REST)).toBe('1:30:00');
  expect(within(row(SIMMER)).getByRole('link', { name: TITLE })).toHaveAttribute('href', '/recipes/baked-beans');

  await tap('20 minutes (start a timer)');
  expect(within(tray()).getAllByRole('listitem')).toHaveLength(3);
  await passTime(MINUTE);
  expect(shown(SIMMER)).toBe('19:00');
  expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]')).toHaveLength(3);
});

it('pauses, resumes, adds a minute, and a finished timer rings until dismissed', async () => {
  await renderWithRouter(<RecipeSteps />);
  await tap('20 minutes (start a timer)');
  await tap('10–12 min (start a timer for the lower end)');

  // Pause holds the time; Resume counts on from it.
  fireEvent.click(within(tray()).getByRole('button', { name: `Pause timer ${SIMMER} · ${TITLE}` }));
  await passTime(0);
  expect(row(SIMMER)).toHaveTextContent('Paused');
  await passTime(2 * MINUTE);
  expect(shown(SIMMER)).toBe('20:00');
  expect(shown(BAKE)).toBe('8:00');
  fireEvent.click(within(tray()).getByRole('button', { name: `Resume timer ${SIMMER} · ${TITLE}` }));
  await passTime(MINUTE);
  expect(row(SIMMER)).not.toHaveTextContent('Paused');
  expect(shown(SIMMER)).toBe('19:00');

  fireEvent.click(within(tray()).getByRole('button', { name: `+1 min for timer ${BAKE} · ${TITLE}` }));
  await passTime(0);
  expect(shown(BAKE)).toBe('8:00');

  // The bake ends: announced, the title marked, three beeps, a vibration and a notification; it stays, done.
  await passTime(8 * MINUTE + 1_000);
  expect(within(tray()).getByRole('status')).toHaveTextContent(`${BAKE} is done (${TITLE}).`);
  expect(shown(BAKE)).toBe('Done');
  expect(document.title).toBe(`⏰ Step 4 done · ${TITLE} | Recipe Book`);
  expect(alarms).toEqual({ tones: 3, vibrations: 1, notifications: [`${BAKE} is done`] });
  expect(shown(SIMMER)).toBe('10:59');

  // Dismiss gives the title back, and the focus goes to the other timer; Cancel removes the last, and the tray.
  fireEvent.click(within(tray()).getByRole('button', { name: `Dismiss timer ${BAKE} · ${TITLE}` }));
  await passTime(0);
  expect(document.title).toBe(`${TITLE} | Recipe Book`);
  expect(within(tray()).getByRole('button', { name: `Pause timer ${SIMMER} · ${TITLE}` })).toHaveFocus();
  fireEvent.click(within(tray()).getByRole('button', { name: `Cancel timer ${SIMMER} · ${TITLE}` }));
  await passTime(0);
  expect(screen.queryByRole('region', { name: 'Cooking timers' })).not.toBeInTheDocument();
  expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
});

it('counts a reopened page from the timers’ end times', async () => {
  const first = await renderWithRouter(<RecipeSteps />);
  await tap('20 minutes (start a timer)');
  first.unmount();
  // Five minutes with no page open (a reload, another page).
  vi.setSystemTime(Date.now() + 5 * MINUTE);
  await renderWithRouter(<RecipeSteps />);
  await passTime(0);
  expect(shown(SIMMER)).toBe('15:00');
});
