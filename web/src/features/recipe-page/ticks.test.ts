import { describe, expect, it, vi } from 'vitest';
import { createTicksStore, parseTicks, serializeTicks, type TickStorage, ticksKey, toggleTick } from './ticks';

/** An in-memory localStorage; `broken` makes every call throw, as blocked or full storage does. */
function fakeStorage() {
  const items = new Map<string, string>();
  const state = { broken: false };
  const usable = () => {
    if (state.broken) throw new DOMException('blocked', 'SecurityError');
    return items;
  };
  const storage: TickStorage = {
    getItem: (key) => usable().get(key) ?? null,
    setItem: (key, value) => void usable().set(key, value),
    removeItem: (key) => void usable().delete(key),
  };
  return { items, state, storage };
}

describe('ticksKey', () => {
  it('keeps each recipe and each list apart', () => {
    expect(ticksKey('r1', 'ingredients')).toBe('recipe-book:ticks:r1:ingredients');
    expect(ticksKey('r1', 'instructions')).not.toBe(ticksKey('r1', 'ingredients'));
    expect(ticksKey('r2', 'ingredients')).not.toBe(ticksKey('r1', 'ingredients'));
  });
});

describe('parseTicks', () => {
  it('reads a stored array of texts', () => {
    expect(parseTicks('["flour","2 eggs"]')).toEqual(['flour', '2 eggs']);
  });

  it('treats a missing, malformed or non-array value as nothing ticked', () => {
    expect(parseTicks(null)).toEqual([]);
    expect(parseTicks('not json')).toEqual([]);
    expect(parseTicks('{"flour":true}')).toEqual([]);
    expect(parseTicks('"flour"')).toEqual([]);
  });

  it('drops items that are not texts', () => {
    expect(parseTicks('["flour",1,null,{"a":1},"salt"]')).toEqual(['flour', 'salt']);
  });
});

describe('serializeTicks', () => {
  it('round-trips through parseTicks', () => {
    const ticked = ['flour', 'a "quoted", comma item'];
    expect(parseTicks(serializeTicks(ticked))).toEqual(ticked);
  });

  it('stores nothing at all when nothing is ticked', () => {
    expect(serializeTicks([])).toBeNull();
  });
});

describe('toggleTick', () => {
  it('ticks an unticked item, keeping the others', () => {
    expect(toggleTick(['flour'], 'salt')).toEqual(['flour', 'salt']);
  });

  it('unticks a ticked item, keeping the others in order', () => {
    expect(toggleTick(['flour', 'salt', 'eggs'], 'salt')).toEqual(['flour', 'eggs']);
  });

  it('does not change the list it was given', () => {
    const ticked = ['flour'];
    toggleTick(ticked, 'salt');
    toggleTick(ticked, 'flour');
    expect(ticked).toEqual(['flour']);
  });
});

describe('createTicksStore', () => {
  const key = ticksKey('r1', 'ingredients');

  it('stores a toggle and reads it back', () => {
    const { items, storage } = fakeStorage();
    const store = createTicksStore(() => storage);
    store.toggle(key, 'flour');
    store.toggle(key, 'salt');
    expect(store.read(key)).toEqual(['flour', 'salt']);
    expect(items.get(key)).toBe('["flour","salt"]');
  });

  it('removes the key once the last tick is taken off', () => {
    const { items, storage } = fakeStorage();
    const store = createTicksStore(() => storage);
    store.toggle(key, 'flour');
    store.toggle(key, 'flour');
    expect(store.read(key)).toEqual([]);
    expect(items.has(key)).toBe(false);
  });

  it('returns the same array until the stored value changes', () => {
    const { items, storage } = fakeStorage();
    const store = createTicksStore(() => storage);
    items.set(key, '["flour"]');
    const first = store.read(key);
    expect(store.read(key)).toBe(first);
    // Another tab (or the same value written again) changes the stored text.
    items.set(key, '["flour","salt"]');
    const second = store.read(key);
    expect(second).not.toBe(first);
    expect(second).toEqual(['flour', 'salt']);
  });

  it('toggles on top of what is stored, not on what an earlier read returned', () => {
    const { items, storage } = fakeStorage();
    const store = createTicksStore(() => storage);
    expect(store.read(key)).toEqual([]);
    items.set(key, '["flour"]');
    store.toggle(key, 'salt');
    expect(store.read(key)).toEqual(['flour', 'salt']);
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const { storage } = fakeStorage();
    const store = createTicksStore(() => storage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.toggle(key, 'flour');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.toggle(key, 'salt');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps ticks in memory when storage is blocked', () => {
    const { state, storage } = fakeStorage();
    state.broken = true;
    const store = createTicksStore(() => storage);
    expect(store.read(key)).toEqual([]);
    store.toggle(key, 'flour');
    store.toggle(key, 'salt');
    expect(store.read(key)).toEqual(['flour', 'salt']);
  });

  it('survives a storage getter that throws', () => {
    const store = createTicksStore(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    store.toggle(key, 'flour');
    expect(store.read(key)).toEqual(['flour']);
  });
});
