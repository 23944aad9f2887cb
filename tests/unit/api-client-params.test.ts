// (Found by an outside review.) A path param must stay one segment of its own
// route. encodeURIComponent leaves "." alone, so a param "." or ".." is a dot segment that fetch
// resolves away, sending the call to another route ("/api/tenant/bookings/../history/" is
// "/api/tenant/history/"); an empty one names no id at all.
import { describe, expect, it } from "vitest";

import { urlOf } from "@/lib/client/call";

const ROUTE = "/api/tenant/bookings/{id}/history/";
const resolved = (url: string) => new URL(url, "https://venue.example").pathname;

describe("urlOf keeps a param inside its route", () => {
  for (const param of ["..", ".", ""]) {
    it(`refuses or confines the param ${JSON.stringify(param)}`, () => {
      let url: string;
      try {
        url = urlOf(ROUTE, { id: param });
      } catch {
        return; // refused: no call is made
      }
      expect(resolved(url)).toMatch(/^\/api\/tenant\/bookings\/[^/]+\/history\/$/);
    });
  }
});
