"use client";

// Data the console screens share, cached by TanStack Query (one cache per console).
import { useQuery } from "@tanstack/react-query";

import { call, type Reply } from "./call";
import { keys } from "./keys";

// The shapes the routes answer with (their RouteHandler<Reply>), never restated here.
export type Hall = Reply<"/api/tenant/halls/", "GET">[number];
export type Slot = Reply<"/api/tenant/slots/", "GET">[number];
export type Branch = Reply<"/api/tenant/branches/", "GET">[number];

export { keys };

export const useHalls = () =>
  useQuery({
    queryKey: keys.halls,
    queryFn: ({ signal }) => call.get("/api/tenant/halls/", { signal }),
  });

/** A booking series (its rule in words, its dates); none while `id` is null. */
export const useSeries = (id: number | null) =>
  useQuery({
    queryKey: keys.series(id ?? 0),
    queryFn: ({ signal }) =>
      call.get("/api/tenant/booking-series/{id}/", { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });

/** A booking's price, paid, refunded, balance due and ledger (decision 086). */
export const useBookingMoney = (id: number) =>
  useQuery({
    queryKey: keys.money(id),
    queryFn: ({ signal }) =>
      call.get("/api/tenant/bookings/{id}/payments/", { params: { id }, signal }),
  });

export const useBranches = () =>
  useQuery({
    queryKey: keys.branches,
    queryFn: ({ signal }) => call.get("/api/tenant/branches/", { signal }),
  });

export const useSlots = (hallId: number | null) =>
  useQuery({
    queryKey: keys.slots(hallId),
    enabled: hallId !== null,
    // The server answers the hall's slots as a list (lib/slots/slots.ts listSlots).
    queryFn: ({ signal }) => call.get("/api/tenant/slots/", { query: { hall: hallId }, signal }),
  });

/** The venue's public look (the API answers a list of one). */
export const useCustomization = () =>
  useQuery({
    queryKey: keys.customization,
    queryFn: async ({ signal }) => (await call.get("/api/tenant/customization/", { signal }))[0],
  });

export const useTeam = () =>
  useQuery({
    queryKey: keys.team,
    queryFn: ({ signal }) => call.get("/api/tenant/user-details/", { signal }),
  });

export const useBookingSettings = () =>
  useQuery({
    queryKey: keys.bookingSettings,
    queryFn: ({ signal }) => call.get("/api/tenant/booking-settings/", { signal }),
  });

export const useFeeds = () =>
  useQuery({
    queryKey: keys.feeds,
    queryFn: ({ signal }) => call.get("/api/tenant/calendar-feeds/", { signal }),
  });
