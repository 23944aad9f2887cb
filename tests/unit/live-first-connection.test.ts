// A page rendered with data read at a live event id (the calendar's first range, the dashboard):
// the tab's first live stream goes on from that id, so a change made between the page's read and
// the stream's opening is still sent; once the stream is open, a later page changes nothing.
import { afterEach, expect, it, vi } from "vitest";

import { connectLive, liveGoesOnFrom } from "@/lib/client/live";

afterEach(() => vi.unstubAllGlobals());

const opened: string[] = [];
class FakeSource {
  static CLOSED = 2;
  readyState = 0;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    opened.push(url);
  }
  addEventListener() {}
  close() {}
}

it("opens the first stream after the page's event id, and ignores one given later", () => {
  vi.stubGlobal("EventSource", FakeSource);
  liveGoesOnFrom("41");
  liveGoesOnFrom("57");
  const close = connectLive({ onStatus: () => {}, onChange: () => {} });
  expect(new URL(opened[0], "http://x").searchParams.get("last_event_id")).toBe("41");
  close();
  liveGoesOnFrom("99");
  const again = connectLive({ onStatus: () => {}, onChange: () => {} });
  expect(new URL(opened[1], "http://x").searchParams.get("last_event_id")).toBeNull();
  again();
});
