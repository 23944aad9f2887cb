// A visitor of a venue's public site: not signed in, from a client address of its own (the public
// forms are limited per address), with an email of its own.
import { randomInt } from "node:crypto";

import type { Browser } from "@playwright/test";

import { VenueApi } from "./fixtures";

export const uniqueEmail = (prefix: string) =>
  `${VenueApi.unique(prefix).toLowerCase().replace(/\W+/g, "-")}@example.com`;
export const uniqueAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** A page of a visitor who is not signed in, coming from an address of its own. */
export async function visitorPage(browser: Browser) {
  const context = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": uniqueAddress() },
  });
  return { page: await context.newPage(), close: () => context.close() };
}

/** "Saturday, June 14", as the public calendar's day buttons begin their names. */
export const dayName = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
