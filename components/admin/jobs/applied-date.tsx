"use client";

import { useSyncExternalStore } from "react";

import { formatDateTime } from "@/lib/time";

const noChange = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A moment in the reader's own time zone (the provider's console has none of its own). The server
 * renders it in UTC; the browser shows its zone once it has taken over, with no mismatch.
 */
export function LocalDateTime({ value }: { value: string }) {
  const zone = useSyncExternalStore(noChange, browserZone, () => "UTC");
  return (
    <time dateTime={value}>
      {formatDateTime(value, zone)}
      {zone === "UTC" ? " UTC" : null}
    </time>
  );
}
