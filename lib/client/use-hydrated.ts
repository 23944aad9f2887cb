"use client";

import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False on the server and while the page hydrates, true after: for what can only be drawn from
 * the browser's own state (the address bar, the screen's width) without a hydration mismatch.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
