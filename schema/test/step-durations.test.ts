// Finding the durations in real recipe steps (schema/src/step-durations.ts)
// and naming their timers (schema/src/timer-label.ts).
import { describe, expect, it } from 'vitest';
import { findStepDurations } from '../src/step-durations';
import { formatDuration, formatRange, stepTimerLabel } from '../src/timer-label';

/** Each duration found in the step as [text, seconds, upper seconds when a range]. */
const found = (step: string) =>
  findStepDurations(step).map(({ text, seconds, upperSeconds, isRange }) =>
    isRange ? [text, seconds, upperSeconds] : [text, seconds],
  );

const MINUTE = 60;
const HOUR = 3600;

describe('findStepDurations, one duration', () => {
  it.each([
    ['Simmer for 20 minutes.', '20 minutes', 20 * MINUTE],
    ['Cover and leave to rise in a warm place for 1 hour, until doubled.', '1 hour', HOUR],
    ['Mix into a shaggy dough, then knead for 8 minutes until smooth.', '8 minutes', 8 * MINUTE],
    ['Rest the chicken for 5 minutes and slice it thinly.', '5 minutes', 5 * MINUTE],
    ['Cover and chill for at least 3 hours, then dust with cocoa.', '3 hours', 3 * HOUR],
    ['Add the ginger, garlic and spice mix and cook for 1 minute.', '1 minute', MINUTE],
    ['Whisk for 45 secs until frothy.', '45 secs', 45],
    ['Microwave on high for 30 seconds.', '30 seconds', 30],
    ['Bake for 25 mins.', '25 mins', 25 * MINUTE],
    ['Slow-cook for 6 hrs on low.', '6 hrs', 6 * HOUR],
    ['Braise for 2 h, covered.', '2 h', 2 * HOUR],
    ['Cook the onion until deep golden, about 12 minutes.', '12 minutes', 12 * MINUTE],
    ['Give it a 10-minute rest before slicing.', '10-minute', 10 * MINUTE],
    ['Steam for ten minutes.', 'ten minutes', 10 * MINUTE],
    ['Roast for forty-five minutes, turning once.', 'forty-five minutes', 45 * MINUTE],
    ['Rub the chicken with the spices, then cook in a griddle pan for 6 minutes a side.', '6 minutes', 6 * MINUTE],
  ])('%s', (step, text, seconds) => {
    expect(found(step)).toEqual([[text, seconds]]);
  });
});

describe('findStepDurations, fractions and words', () => {
  it.each([
    ['Simmer gently for 1½ hours until tender.', '1½ hours', 1.5 * HOUR],
    ['Roast for 1 ½ hours.', '1 ½ hours', 1.5 * HOUR],
    ['Bake for 1 1/2 hours.', '1 1/2 hours', 1.5 * HOUR],
    ['Leave for 1/2 hour.', '1/2 hour', HOUR / 2],
    ['Stir in and cook ½ minute more.', '½ minute', 30],
    ['Prove for 1.5 hours.', '1.5 hours', 1.5 * HOUR],
    ['Let it stand for an hour.', 'an hour', HOUR],
    ['Stir for a minute, no longer.', 'a minute', MINUTE],
    ['Rest the dough for a half hour.', 'a half hour', HOUR / 2],
    ['Rest the dough for a half-hour.', 'a half-hour', HOUR / 2],
    ['Chill for half an hour.', 'half an hour', HOUR / 2],
    ['Braise for an hour and a half, covered.', 'an hour and a half', 1.5 * HOUR],
    ['Braise for one and a half hours, covered.', 'one and a half hours', 1.5 * HOUR],
    ['Bake for 2 and a half hours.', '2 and a half hours', 2.5 * HOUR],
  ])('%s', (step, text, seconds) => {
    expect(found(step)).toEqual([[text, seconds]]);
  });
});

describe('findStepDurations, hours and minutes together', () => {
  it.each([
    ['Roast for 1 hr 15 min, basting twice.', '1 hr 15 min', HOUR + 15 * MINUTE],
    ['Bake for 1 hour and 20 minutes.', '1 hour and 20 minutes', HOUR + 20 * MINUTE],
    ['Bake for 1 hour, 10 minutes.', '1 hour, 10 minutes', HOUR + 10 * MINUTE],
    ['Cook for an hour and 15 minutes.', 'an hour and 15 minutes', HOUR + 15 * MINUTE],
    ['Microwave for 1 minute 30 seconds.', '1 minute 30 seconds', 90],
    ['Pressure-cook for 2 hrs 30 mins.', '2 hrs 30 mins', 2.5 * HOUR],
  ])('%s', (step, text, seconds) => {
    expect(found(step)).toEqual([[text, seconds]]);
  });
});

describe('findStepDurations, ranges count their lower end', () => {
  it.each([
    ['Slide the pizza onto the hot steel and bake for 8–10 minutes.', '8–10 minutes', 8 * MINUTE, 10 * MINUTE],
    ['Fry the samosas in medium-hot oil for 10–12 min until golden.', '10–12 min', 10 * MINUTE, 12 * MINUTE],
    ['Fry for 3-4 minutes until crisp.', '3-4 minutes', 3 * MINUTE, 4 * MINUTE],
    ['Bake for 25 to 30 minutes.', '25 to 30 minutes', 25 * MINUTE, 30 * MINUTE],
    ['Simmer 2 or 3 minutes more.', '2 or 3 minutes', 2 * MINUTE, 3 * MINUTE],
    ['Roast for 1–1½ hours.', '1–1½ hours', HOUR, 1.5 * HOUR],
    ['Marinate for 24–48 hours.', '24–48 hours', 24 * HOUR, 48 * HOUR],
    ['Bake for 45 minutes to 1 hour, until set.', '45 minutes to 1 hour', 45 * MINUTE, HOUR],
    ['Cook for two to three minutes.', 'two to three minutes', 2 * MINUTE, 3 * MINUTE],
  ])('%s', (step, text, seconds, upper) => {
    expect(found(step)).toEqual([[text, seconds, upper]]);
  });

  it('reads a number before a shorter duration as no range', () => {
    expect(found('Step 5 - 2 minutes: stir.')).toEqual([['2 minutes', 2 * MINUTE]]);
  });
});

describe('findStepDurations, several in one step', () => {
  it('finds each, with where it is in the text', () => {
    const step =
      'Add the tomatoes, season and simmer for 10 minutes, then return the meatballs and simmer for 15 minutes more.';
    const durations = findStepDurations(step);
    expect(found(step)).toEqual([
      ['10 minutes', 10 * MINUTE],
      ['15 minutes', 15 * MINUTE],
    ]);
    for (const duration of durations) expect(step.slice(duration.start, duration.end)).toBe(duration.text);
  });

  it('keeps apart two durations of the same unit', () => {
    expect(found('Bake for 20 minutes, and 10 minutes more uncovered.')).toEqual([
      ['20 minutes', 20 * MINUTE],
      ['10 minutes', 10 * MINUTE],
    ]);
  });
});

describe('findStepDurations, numbers that are not durations', () => {
  it.each([
    'Preheat the oven to 350 °F.',
    'Heat the oven as hot as it goes (250 °C).',
    'Whisk 2 cups of flour with 1 tsp salt.',
    'Step 3: fold in the egg whites.',
    'Heat 2 cm of oil in a pan.',
    'Stir in the chickpeas and 250 ml water.',
    'Let the cumin seeds sizzle for a few seconds.',
    'Add 2 minced garlic cloves and 3 hot chillies.',
    'Cut into 8 pieces, about 1.5 in thick.',
    'Cook until the pasta is tender.',
    'Stir in 1/2 cup of cream.',
    'Use a 23 cm tin.',
    'Simmer for 0 minutes.',
  ])('%s', (step) => {
    expect(found(step)).toEqual([]);
  });

  it('finds the duration beside a temperature', () => {
    expect(found('Scatter with parmesan and bake at 180 °C for 40 minutes until bubbling.')).toEqual([
      ['40 minutes', 40 * MINUTE],
    ]);
    expect(found('Preheat the oven to 400°F and roast 2 trays of vegetables for 35 mins.')).toEqual([
      ['35 mins', 35 * MINUTE],
    ]);
  });
});

describe('timer names', () => {
  it('says durations as a cook does', () => {
    expect(formatDuration(20 * MINUTE)).toBe('20 min');
    expect(formatDuration(HOUR)).toBe('1 hr');
    expect(formatDuration(1.5 * HOUR)).toBe('1 hr 30 min');
    expect(formatDuration(45)).toBe('45 sec');
    expect(formatDuration(90)).toBe('1 min 30 sec');
  });

  it('says ranges in one unit where it can', () => {
    expect(formatRange(10 * MINUTE, 12 * MINUTE)).toBe('10–12 min');
    expect(formatRange(24 * HOUR, 48 * HOUR)).toBe('24–48 hr');
    expect(formatRange(HOUR, 1.5 * HOUR)).toBe('1 hr–1 hr 30 min');
  });

  it('names a timer after its step, and a range after its lower end', () => {
    const [simmer] = findStepDurations('Simmer for 20 minutes.');
    const [fry] = findStepDurations('Fry for 10–12 min.');
    expect(simmer && stepTimerLabel(3, simmer)).toBe('Step 3 · 20 min');
    expect(fry && stepTimerLabel(5, fry)).toBe('Step 5 · 10 min (lower end of 10–12 min)');
  });
});
