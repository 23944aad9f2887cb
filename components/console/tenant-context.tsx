"use client";

import { createContext, useContext } from "react";

export type ConsoleTenant = {
  slug: string;
  name: string;
  timezone: string;
  /** the venue's longest booking, in days (the booking form checks it as the API does) */
  maxBookingDays: number;
};
export type ConsoleUser = { name: string; email: string; role: string | null };

const TenantContext = createContext<ConsoleTenant | null>(null);

export const TenantProvider = TenantContext.Provider;

/** The venue the console is showing; its time zone is the one every time is shown in. */
export function useTenant(): ConsoleTenant {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error("useTenant() outside the tenant console");
  return tenant;
}
