"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";

// Spec §9 data cache: 3 retries with exponential back-off capped at 30 s; unused data kept 5
// minutes.
function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 3,
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
