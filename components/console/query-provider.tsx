"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";

import { ApiError } from "@/lib/client/api";

/** A refusal of who is asking (401, 403): asking again gives the same answer. */
const refused = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

// Spec §9 data cache: 3 retries with exponential back-off capped at 30 s (none for a refusal of
// who asks); unused data kept 5 minutes.
function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 3 && !refused(error),
        retryDelay: (n) => Math.min(1000 * 2 ** n, 30_000),
        gcTime: 5 * 60_000,
        staleTime: 10_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** One data cache per console, made once per browser tab. */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
