"use client";

import { useCallback, useEffect, useState } from "react";

import { ApiError } from "@/lib/client/api";
import { call } from "@/lib/client/call";
import { FETCH_REQUESTS_FAILED } from "@/lib/impersonation/messages";
import type { ImpersonationRequestView } from "@/lib/impersonation/serialize";

/** Spec §8: the server's error field ('detail' or 'error'), else the page's own message. */
export function serverSaid(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body && typeof error.body === "object") {
    const body = error.body as { detail?: unknown; error?: unknown };
    if (typeof body.detail === "string") return body.detail;
    if (typeof body.error === "string") return body.error;
  }
  return fallback;
}

/** The caller's impersonation requests (the provider user's own, or the venue's), refreshable. */
export function useRequests() {
  const [requests, setRequests] = useState<ImpersonationRequestView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  const refresh = useCallback(async () => {
    setLoading(true);
    try {
      setRequests(await call.get("/api/management/impersonation/"));
      setError(null);
    } catch (e) {
      setError(serverSaid(e, FETCH_REQUESTS_FAILED));
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the first load
    void refresh();
  }, [refresh]);

  return { requests, error, loading, refresh };
}
