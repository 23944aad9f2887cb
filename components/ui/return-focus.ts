"use client";

import { useLayoutEffect, useRef } from "react";

/**
 * Focus goes back to what opened a dialog when it closes. Radix does this only when a Radix
 * Trigger opened the dialog; ours open from buttons, table rows and calendar events.
 * `target` names the element to return to when the opener may be gone by then (a calendar event
 * that was drawn again); by default it is whatever had focus when the dialog opened.
 */
export function useReturnFocus(open: boolean, target?: () => HTMLElement | null | undefined) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog's own effects move focus into it.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement)
      opener.current = document.activeElement;
  }, [open]);
  return (event: Event) => {
    // Another dialog took over from this one (the details' Edit opens the booking's form) and has
    // the focus already: it keeps it.
    if (document.activeElement?.closest('[role="dialog"],[role="alertdialog"]')) {
      event.preventDefault();
      return;
    }
    const element = target?.() ?? opener.current;
    if (!element?.isConnected || element === document.body) return;
    event.preventDefault();
    element.focus();
  };
}
