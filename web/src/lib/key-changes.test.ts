// The browser's part (the storage event) is played by an EventTarget standing
// in for `window`; real tabs are in e2e/auth-start (the session hint).
import { afterEach, beforeEach, expect, it } from 'vitest';
import { keyChanges } from './key-changes';

const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });

beforeEach(() => {
  Object.assign(globalThis, { window: new EventTarget() });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'window');
});

it("tells this tab's listeners of its own writes and of other tabs' writes to the key, until they leave", () => {
  const changes = keyChanges('recipe-book:test');
  const heard: string[] = [];
  const leave = changes.subscribe(() => heard.push('all'));
  changes.subscribeToOtherTabs(() => heard.push('other tabs'));

  changes.changed();
  window.dispatchEvent(storageEvent('recipe-book:test'));
  window.dispatchEvent(storageEvent('recipe-book:another-key'));
  window.dispatchEvent(storageEvent(null));
  leave();
  changes.changed();
  window.dispatchEvent(storageEvent('recipe-book:test'));

  expect(heard).toEqual(['all', 'all', 'other tabs', 'all', 'other tabs', 'other tabs']);
});
