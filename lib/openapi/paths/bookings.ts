// A venue's bookings and what is read from them: the list and the calendar, each booking's
// history, the booking settings, the private calendar feeds, and the live stream of changes.
import { inPerson, member, tenantVisitor } from "@/lib/api/doors";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { bookingSettingsPatch } from "@/lib/booking-settings/schemas";
import {
  bookingCreate,
  bookingListQuery,
  bookingPatch,
  scheduleQuery,
  seriesPreview,
} from "@/lib/bookings/schemas";
import { seriesCancelQuery, seriesPatch } from "@/lib/bookings/series-schemas";
import { feedInput, feedPatch } from "@/lib/calendar-feeds/schemas";
import { liveStreamQuery } from "@/lib/live/schemas";

import { area, content, created, noContent, ok } from "../operation";
import { bookingSettings } from "../replies";

const admins = member(TENANT_ADMIN_ROLES);
/** What only the venue's own Owners and Admins change, never through an access request. */
const ownAdmins = inPerson(admins);

export const BOOKINGS = area("Bookings", {
  "GET /api/tenant/bookings/": {
    summary: "List the venue's bookings",
    description:
      "Filters: hall, status, start_date / end_date (local dates), q (customer name, email, " +
      "phone), series (the dates of one booking series); by start. Without `page`, the spec's list: every booking that matches, as an " +
      "array. With `page` (and `page_size`, 50 by default), that page: " +
      "`{ count, page, page_size, results }`, with an ETag: sent back in If-None-Match, it " +
      "answers 304 while no booking, hall or payment of the venue has changed.",
    auth: member(),
    query: bookingListQuery,
    reply: ok("Every matching booking (an array), or with `page` a page of them."),
    conditional: true,
  },
  "POST /api/tenant/bookings/": {
    summary: "Create a booking",
    description:
      "Times are ISO 8601; without an offset, wall-clock times in the venue's zone. What is left " +
      "out takes the defaults ('New Booking', 'Walk-in', tentative, no hold). Two live bookings " +
      "of a hall may not overlap, setup and cleanup minutes included (409). With `recurrence` " +
      "the booking repeats: daily, weekly (`by_weekday`) or monthly (`by_month_day` or " +
      "`by_nth_weekday`), every `interval`, `until` a local date or `count` times, at most the " +
      "venue's `max_series_occurrences` dates and `max_series_months` months. Every date is " +
      'checked in one transaction: when some clash, `on_clash` "fail" (the default) books ' +
      "none and answers 409 with `clashes` (each date, its times, and the booking in the way in " +
      '`with`); "skip" books the rest and records the skipped dates on the series. A series ' +
      "is answered as its first date with the series in `series`.",
    auth: member(),
    body: bookingCreate,
    reply: created("The booking; for a series, its first date with `series`."),
    errors: [409],
  },
  "POST /api/tenant/booking-series/preview/": {
    summary: "Try a repeating booking",
    description:
      "The same body as creating a booking with `recurrence`; writes nothing. Answers the rule " +
      "in words and as RFC 5545 text, and every date with its clash (`with`: the booking in the " +
      "way, or null and a `problem` when the clocks skip that time on the date) or null.",
    auth: member(),
    body: seriesPreview,
    reply: ok("Each date of the series, with its clash or null."),
  },
  "GET /api/tenant/booking-series/{id}/": {
    summary: "Read a booking series",
    description:
      "Its rule (RFC 5545 `rrule` with the venue's zone, and as `recurrence` fields), in words " +
      "(`description`), the dates it skips (`exdates`), and its dates as bookings " +
      "(`occurrences`, cancelled ones too).",
    auth: member(),
    reply: ok("The series."),
  },
  "PATCH /api/tenant/booking-series/{id}/": {
    summary: "Change a booking series",
    description:
      '`scope` "this" changes the date `occurrence` alone (it becomes an exception); ' +
      '"following" changes it and the later dates, splitting the series there (the old one ' +
      'ends the day before, a new one holds the rest: the answer is the new series); "all" ' +
      "changes every upcoming date. The booking's fields as for a booking; `start_time` and " +
      "`end_time` are local times of day (HH:MM), each date keeping its own day. A change that " +
      "would make dates clash changes nothing and answers 409 with `clashes`. A hold, a slot " +
      "or a new rule belong to no series: `hold_until`, `slot_id` and `recurrence` other than " +
      "null are refused (400). A date the change leaves as it was is not written. Each booking " +
      "changed has its history entry; the customer gets one mail for the change.",
    auth: member(),
    body: seriesPatch,
    reply: ok("The series the changed dates are in."),
    errors: [409],
  },
  "DELETE /api/tenant/booking-series/{id}/": {
    summary: "Cancel dates of a booking series",
    description:
      "Cancels (the bookings stay, cancelled, with their history) the date `occurrence` " +
      "(`scope` this: the series skips it), it and the later ones (following: the series ends " +
      "the day before), or every upcoming date (all). The customer gets one mail.",
    auth: member(),
    query: seriesCancelQuery,
    reply: ok("The series."),
    errors: [409],
  },
  "GET /api/tenant/bookings/{id}/": {
    summary: "Read a booking",
    auth: member(),
    reply: ok("The booking."),
  },
  "PATCH /api/tenant/bookings/{id}/": {
    summary: "Change a booking",
    description:
      "Any subset of the fields; what is left out stays. The customer is mailed when a booking " +
      "is confirmed, moved or cancelled, unless email_customer is false.",
    auth: member(),
    body: bookingPatch,
    reply: ok("The booking as it now is."),
    errors: [409],
  },
  "DELETE /api/tenant/bookings/{id}/": {
    summary: "Delete a booking",
    description: "Its history is kept.",
    auth: member(),
    reply: noContent("Deleted."),
  },
  "GET /api/tenant/bookings/{id}/history/": {
    summary: "A booking's history",
    description: "Who changed what, and when, and each mail to the customer; kept after deletion.",
    auth: member(),
    reply: ok("The changes, oldest first."),
  },
  "GET /api/tenant/schedules/": {
    summary: "Calendar events",
    description:
      "The bookings overlapping [start, end), optionally of one hall or branch. With both " +
      "`start` and `end`, an ETag: sent back in If-None-Match, it answers 304 while no " +
      "booking, hall or payment of the venue has changed.",
    auth: member(),
    query: scheduleQuery,
    reply: ok("The events."),
    conditional: true,
  },
  "GET /api/tenant/booking-settings/": {
    summary: "Read the booking settings",
    description: "The default hold and the public enquiries.",
    auth: member(),
    reply: ok("The settings.", bookingSettings),
  },
  "PATCH /api/tenant/booking-settings/": {
    summary: "Change the booking settings",
    description: "Any subset of the settings.",
    auth: ownAdmins,
    body: bookingSettingsPatch,
    reply: ok("The settings as they now are.", bookingSettings),
  },
  "GET /api/tenant/calendar-feeds/": {
    summary: "List the calendar feeds",
    description: "The venue's private iCal feeds; their addresses are not shown again.",
    auth: admins,
    reply: ok("The feeds."),
  },
  "POST /api/tenant/calendar-feeds/": {
    summary: "Create a calendar feed",
    description:
      "A feed of a hall, or of every hall (hall null), with or without the customers' details, " +
      "named (left out: the hall's name, or 'All halls'). The answer's `url` is its address, " +
      "shown this once; `last_fetched_at` says when a calendar app last read it (to the minute).",
    auth: ownAdmins,
    body: feedInput,
    reply: created("The feed, with its address."),
  },
  "PATCH /api/tenant/calendar-feeds/{id}/": {
    summary: "Change a calendar feed",
    description: "Its name, and whether the feed names the customers: either or both.",
    auth: ownAdmins,
    body: feedPatch,
    reply: ok("The feed."),
  },
  "DELETE /api/tenant/calendar-feeds/{id}/": {
    summary: "Revoke a calendar feed",
    description: "Its address answers 404 from now on.",
    auth: ownAdmins,
    reply: noContent("Revoked."),
  },
  "POST /api/tenant/calendar-feeds/{id}/regenerate/": {
    summary: "Give a calendar feed a new address",
    description: "The old address stops working at once.",
    auth: ownAdmins,
    reply: ok("The feed, with its new address."),
  },
  "GET /api/feeds/{token}": {
    summary: "A calendar feed (iCal)",
    description:
      "A private iCal feed, by its secret token (its address ends in .ics), on the venue's " +
      "host, with an ETag and Last-Modified. A token that opens nothing is not found.",
    auth: tenantVisitor,
    reply: content("text/calendar", "The calendar."),
    conditional: true,
  },
  "GET /api/tenant/events/stream/": {
    summary: "Live booking changes (Server-Sent Events)",
    description:
      "The venue's booking changes as they happen: `booking` events (data: `{ id, booking, " +
      "action, halls, from, until, own }`, action created, updated or deleted), `reset` " +
      "(refetch what you show), `ready` once caught up. Send Last-Event-ID (or " +
      "`?last_event_id=`) to catch up on what a dropped connection missed, and `?client_id=` " +
      "(the X-Client-Id your booking writes send) to have your own changes marked `own`. " +
      "429 when you hold too many streams, 503 " +
      "when this server does (both with Retry-After).",
    auth: member(),
    query: liveStreamQuery,
    reply: content("text/event-stream", "The stream, open until the client leaves."),
    errors: [429, 503],
  },
});
