// A like or wishlist press, step by step, as the hook sees it: the stored
// count, our step on top of it, and the press being written.
import { describe, expect, it } from 'vitest';
import { currentStep, noStep, pressStep, refuseStep, shownCounterToggle } from './counter-toggle-state';

const shown = (count: number, step = noStep(count), storedOn = false, pending?: boolean) =>
  shownCounterToggle({ storedOn, count, step, pending });

describe('shownCounterToggle', () => {
  it('shows the stored state and count when nothing was pressed', () => {
    expect(shown(4)).toEqual({ on: false, count: 4 });
    expect(shown(4, noStep(4), true)).toEqual({ on: true, count: 4 });
  });

  it('shows the state being written over the stored one', () => {
    expect(shown(4, noStep(4), false, true).on).toBe(true);
    expect(shown(4, noStep(4), true, false).on).toBe(false);
  });

  it('never shows a count below zero', () => {
    expect(shown(0, { base: 0, by: -1 })).toEqual({ on: false, count: 0 });
  });
});

describe('a press', () => {
  it('moves the count at once: up when turning on, down when turning off', () => {
    expect(shown(4, pressStep(noStep(4), 4, true)).count).toBe(5);
    expect(shown(4, pressStep(noStep(4), 4, false)).count).toBe(3);
  });

  it('is put back when the write is refused', () => {
    const pressed = pressStep(noStep(4), 4, true);
    expect(shown(4, refuseStep(pressed, 4, true)).count).toBe(4);
    const unpressed = pressStep(noStep(4), 4, false);
    expect(shown(4, refuseStep(unpressed, 4, false)).count).toBe(4);
  });

  it('is not counted twice once the stored count includes the write', () => {
    const pressed = pressStep(noStep(4), 4, true);
    // The listener (or the next read) brings 5, which already holds our like.
    expect(shown(5, pressed).count).toBe(5);
  });

  it('leaves a count that arrived after it alone when it is refused', () => {
    const pressed = pressStep(noStep(4), 4, true);
    // Someone else liked it meanwhile: 5 is the truth, whatever happens to our write,
    // whether or not the step was already replaced by the new count's.
    expect(shown(5, refuseStep(pressed, 4, true)).count).toBe(5);
    const replaced = currentStep(pressed, 5);
    expect(refuseStep(replaced, 4, true)).toEqual(replaced);
    expect(shown(5, refuseStep(replaced, 4, true)).count).toBe(5);
  });

  it('adds to a step still waiting for its count: like then unlike shows the stored count', () => {
    const liked = pressStep(noStep(4), 4, true);
    const unliked = pressStep(liked, 4, false);
    expect(shown(4, unliked).count).toBe(4);
  });

  it('starts from the new stored count, not from a step it has replaced', () => {
    const liked = pressStep(noStep(4), 4, true);
    // 5 arrived (our like); now an unlike.
    const unliked = pressStep(liked, 5, false);
    expect(unliked).toEqual({ base: 5, by: -1 });
    expect(shown(5, unliked).count).toBe(4);
  });

  it('undoes only its own step when an earlier one is still shown', () => {
    const liked = pressStep(noStep(4), 4, true);
    const unliked = pressStep(liked, 4, false);
    expect(shown(4, refuseStep(unliked, 4, false)).count).toBe(5);
  });
});

describe('currentStep', () => {
  it('keeps a step made on the same stored count and drops one made on another', () => {
    expect(currentStep({ base: 4, by: 1 }, 4)).toEqual({ base: 4, by: 1 });
    expect(currentStep({ base: 4, by: 1 }, 7)).toEqual({ base: 7, by: 0 });
  });
});
