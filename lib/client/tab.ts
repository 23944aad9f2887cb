"use client";

// This tab's id (lib/core/client-id.ts): sent with every API call and with the live stream, so
// the stream marks the changes this tab's own writes made, which it has already refetched. One
// per page load, kept in memory: a duplicated tab or a reload is a tab of its own.
let id: string | null = null;

export function tabId(): string {
  if (id) return id;
  // getRandomValues, not randomUUID: the latter needs a secure context (a venue served over http).
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  id = `tab-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
  return id;
}
