"use client";

import { SearchX } from "lucide-react";
import { useEffect, useState } from "react";

import { Button } from "@/components/ui/button";

export const REDIRECT_SECONDS = 10;

/**
 * Shown (with HTTP 404) for an unknown or disabled tenant; counts down, then goes to the main site.
 */
export function TenantNotFound({ mainSiteUrl }: { mainSiteUrl: string }) {
  const [seconds, setSeconds] = useState(REDIRECT_SECONDS);
  useEffect(() => {
    if (seconds <= 0) {
      window.location.assign(mainSiteUrl);
      return;
    }
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds, mainSiteUrl]);
  return (
    <main className="grid min-h-screen place-items-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-xl ring-1 ring-slate-900/5">
        <SearchX className="mx-auto size-12 text-brand-600" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">Tenant Not Found</h1>
        <p className="mt-2 text-slate-600">The requested tenant could not be found.</p>
        <p className="mt-6 text-sm text-slate-500" aria-live="polite">
          Redirecting to the main site in {Math.max(seconds, 0)} seconds...
        </p>
        <Button className="mt-4" onClick={() => window.location.assign(mainSiteUrl)}>
          Redirect Now
        </Button>
      </div>
    </main>
  );
}
