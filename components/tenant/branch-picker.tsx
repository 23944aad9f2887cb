"use client";

import { clsx } from "clsx";
import { useRouter } from "next/navigation";
import { useOptimistic, useSyncExternalStore, useTransition } from "react";

import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";

const noSubscription = () => () => {};

/**
 * The branch dropdown. It is a GET form with ?branch=, so it works without JavaScript (its button
 * submits); with JavaScript the choice pushes the new URL (Back returns to the branch before) and
 * the server sends the new cards, and the button goes away.
 */
export function BranchPicker({
  branches,
  selected,
  heading,
  children,
}: {
  branches: { id: number; name: string; city: string }[];
  selected: number | "all";
  heading: React.ReactNode;
  children: React.ReactNode;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [value, setValue] = useOptimistic(String(selected));
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  function choose(next: string) {
    const params = new URLSearchParams(window.location.search);
    params.set("branch", next);
    startTransition(() => {
      setValue(next);
      router.push(`${window.location.pathname}?${params}`, { scroll: false });
    });
  }

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-6">
        {heading}
        <form method="get" action="#branches" className="flex items-end gap-2">
          <div>
            <label htmlFor="branch" className="mb-1.5 block text-sm font-medium text-slate-700">
              Branch
            </label>
            <select
              id="branch"
              name="branch"
              value={value}
              onChange={(e) => choose(e.target.value)}
              className={clsx(inputClass, "min-w-56 pr-8")}
            >
              <option value="all">All Branches</option>
              {branches.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.city ? `${b.name} (${b.city})` : b.name}
                </option>
              ))}
            </select>
          </div>
          {scripted ? null : (
            <Button type="submit" variant="secondary">
              Show halls
            </Button>
          )}
        </form>
      </div>
      <div
        aria-busy={pending}
        className={clsx("mt-10 transition-opacity", pending && "opacity-50")}
      >
        {children}
      </div>
    </>
  );
}
