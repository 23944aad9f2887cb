"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";

import { coalesce } from "@/lib/client/live";

import { useLiveChanges } from "./live-events";

/** A server-rendered page (the dashboard) rendered again when the venue's bookings change. */
export function LiveRefresh() {
  const router = useRouter();
  const [refresh] = useState(() => coalesce(() => router.refresh(), 150, 500));
  useEffect(() => () => refresh.cancel(), [refresh]);
  useLiveChanges(() => refresh());
  return null;
}
