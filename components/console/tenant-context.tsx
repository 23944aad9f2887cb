"use client";

import { createContext, useContext, useMemo } from "react";

import { dateLocaleOf } from "@/lib/locale";

export type ConsoleTenant = {
  slug: string;
  name: string;
  timezone: string;
  /** the venue's longest booking, in days (the booking form checks it as the API does) */
  maxBookingDays: number;
  /** how long the booking form holds a new tentative booking, in days */
  defaultHoldDays: number;
  /** the deposit a new booking asks by default, a percentage of its price, or null */
  depositPercent: number | null;
  /** the venue's first day of the week in its calendars: 0 Sunday, 1 Monday, 6 Saturday */
  weekStart: number;
  /** the venue's currency (ISO 4217) and the locale its amounts are written in */
  currency: string;
  locale: string;
};
export type ConsoleUser = {
  /** the account's uuid: the team screen knows the person's own row by it */
  uuid: string;
  name: string;
  email: string;
  /** the account's photo, or null: the top bar shows the initials */
  avatarUrl: string | null;
  role: string | null;
  /** Owners and Admins: the settings and the team (docs/decisions/016-who-manages-a-venue.md) */
  canManageVenue: boolean;
  /** in the venue through an access request: its team, feeds and settings are read-only */
  impersonated: boolean;
};

const TenantContext = createContext<ConsoleTenant | null>(null);
const UserContext = createContext<ConsoleUser | null>(null);

export const TenantProvider = TenantContext.Provider;
export const UserProvider = UserContext.Provider;

/** The signed-in person, and what the console offers them. */
export function useConsoleUser(): ConsoleUser {
  const user = useContext(UserContext);
  if (!user) throw new Error("useConsoleUser() outside the tenant console");
  return user;
}

/** The venue the console is showing; its time zone is the one every time is shown in. */
export function useTenant(): ConsoleTenant {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error("useTenant() outside the tenant console");
  return tenant;
}

/** The venue's zone and the locale its dates are written in, for formatDateTime. */
export function useClock(): { timeZone: string; locale: string } {
  const { timezone, locale } = useTenant();
  return useMemo(() => ({ timeZone: timezone, locale: dateLocaleOf(locale) }), [timezone, locale]);
}
