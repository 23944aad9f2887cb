"use client";

import { useCallback, useSyncExternalStore } from "react";

// A true/false kept in local storage under a key (the sidebars' collapsed state, spec §2.2, §2.3).
// Read through an external store, the server's render (false) and the browser's stay in step
// without an effect, and every component reading the same key changes together.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useStoredFlag(key: string): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(key) === "true",
    () => false,
  );
  const set = useCallback(
    (next: boolean) => {
      localStorage.setItem(key, String(next));
      listeners.forEach((l) => l());
    },
    [key],
  );
  return [value, set];
}
