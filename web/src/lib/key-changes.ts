// Word of changes to one localStorage key, from this tab and from the site's
// other tabs: the stores that keep a value on the device (the session hint, the
// units chosen, the step timers) all need both. A tab's own writes raise no
// storage event in that tab, so a store says `changed()` after writing, and the
// browser's storage event brings the other tabs' writes (a key of null: the
// site's storage was cleared).

export interface KeyChanges {
  /** Tells this tab's listeners: call it after writing the key. */
  changed(): void;
  /** Calls `listener` when this tab or another changes the key (fit for `useSyncExternalStore`). */
  subscribe(listener: () => void): () => void;
  /** Calls `listener` only when another tab changes the key. */
  subscribeToOtherTabs(listener: () => void): () => void;
}

export function keyChanges(key: string): KeyChanges {
  const listeners = new Set<() => void>();

  const subscribeToOtherTabs = (listener: () => void) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  };

  return {
    changed() {
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      const unsubscribeOtherTabs = subscribeToOtherTabs(listener);
      return () => {
        listeners.delete(listener);
        unsubscribeOtherTabs();
      };
    },
    subscribeToOtherTabs,
  };
}
