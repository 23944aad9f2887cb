"use client";

import { useEffect, useRef } from "react";

/**
 * A ref that brings its element into view each time `shown` changes to something: a refusal at the
 * top of a long form the person has scrolled down to submit is otherwise out of sight.
 */
export function useBroughtIntoView<T extends HTMLElement>(shown: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown) ref.current?.scrollIntoView({ block: "nearest" });
  }, [shown]);
  return ref;
}

/** A form's error line, announced to screen readers and brought into view. */
export function FormAlert({ children }: { children: React.ReactNode }) {
  const ref = useBroughtIntoView<HTMLParagraphElement>(children);
  return children ? (
    <p
      ref={ref}
      role="alert"
      className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200"
    >
      {children}
    </p>
  ) : null;
}
