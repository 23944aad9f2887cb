"use client";

import { Button } from "@/components/ui/button";

/** Any error a page throws while rendering (spec §8: 'Unexpected Application Error!'). */
export default function AppError({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <main className="grid min-h-[60vh] place-items-center px-4">
      <div className="text-center">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          Unexpected Application Error!
        </h1>
        <p className="mt-2 text-slate-600">Something went wrong on our side. Please try again.</p>
        <Button className="mt-6" onClick={reset}>
          Try again
        </Button>
      </div>
    </main>
  );
}
