"use client";

// Data the console screens share, cached by TanStack Query (one cache per console).
import { useQuery } from "@tanstack/react-query";

import type { BookingSettings } from "@/lib/booking-settings/settings";
import type { FeedDto } from "@/lib/calendar-feeds/feeds";
import type { CustomizationDto } from "@/lib/customization/customization";
import type { HallDto } from "@/lib/halls/halls";
import type { SlotDto } from "@/lib/slots/slots";
import type { TeamMember } from "@/lib/users/members";

import { api } from "./api";
import type { ScheduleRange } from "./live";

export type Hall = HallDto;
export type Slot = SlotDto;
export type Branch = { id: number; name: string; city: string; address: string | null };

export const keys = {
  halls: ["halls"] as const,
  branches: ["branches"] as const,
  slots: (hallId: number | null) => ["slots", hallId] as const,
  /** every query of bookings (lists, one booking, the calendar's ranges): one invalidation */
  bookings: ["bookings"] as const,
  booking: (id: number) => ["bookings", "one", id] as const,
  schedules: (range: ScheduleRange) => ["bookings", "schedules", range] as const,
  customization: ["customization"] as const,
  team: ["team"] as const,
  bookingSettings: ["booking-settings"] as const,
  feeds: ["calendar-feeds"] as const,
};

export const useHalls = () =>
  useQuery({
    queryKey: keys.halls,
    queryFn: ({ signal }) => api<Hall[]>("/api/tenant/halls/", { signal }),
  });

export const useBranches = () =>
  useQuery({
    queryKey: keys.branches,
    queryFn: ({ signal }) => api<Branch[]>("/api/tenant/branches/", { signal }),
  });

export const useSlots = (hallId: number | null) =>
  useQuery({
    queryKey: keys.slots(hallId),
    enabled: hallId !== null,
    // The server answers the hall's slots as a list (lib/slots/slots.ts listSlots).
    queryFn: ({ signal }) => api<Slot[]>(`/api/tenant/slots/?hall=${hallId}`, { signal }),
  });

/** The venue's public look (the API answers a list of one). */
export const useCustomization = () =>
  useQuery({
    queryKey: keys.customization,
    queryFn: async ({ signal }) =>
      (await api<CustomizationDto[]>("/api/tenant/customization/", { signal }))[0],
  });

export const useTeam = () =>
  useQuery({
    queryKey: keys.team,
    queryFn: ({ signal }) => api<TeamMember[]>("/api/tenant/user-details/", { signal }),
  });

export const useBookingSettings = () =>
  useQuery({
    queryKey: keys.bookingSettings,
    queryFn: ({ signal }) => api<BookingSettings>("/api/tenant/booking-settings/", { signal }),
  });

export const useFeeds = () =>
  useQuery({
    queryKey: keys.feeds,
    queryFn: ({ signal }) => api<FeedDto[]>("/api/tenant/calendar-feeds/", { signal }),
  });
