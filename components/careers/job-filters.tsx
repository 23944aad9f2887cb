"use client";

import { Search } from "lucide-react";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";

import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { SelectField } from "@/components/ui/form-controls";
import { useScripted } from "@/lib/client/use-scripted";
import { ALL_LOCATIONS, jobFiltersQuery, type JobFilters } from "@/lib/jobs/browse";
import { cn } from "@/lib/ui/cn";

/** How long typing pauses before the list follows. */
const TYPING_DELAY_MS = 250;

/**
 * The search and location filter of /careers/browse. A GET form (?q=&location=), so it works
 * without JavaScript (its button submits); with JavaScript the list follows as you type and pick
 * and the button goes away. Each change of filter is an entry in the history (typing makes one
 * once it pauses), so Back walks the filters back to the unfiltered list; the page reads them from
 * the address. The server filters either way; `children` is the list it sent.
 */
export function JobFiltersForm({
  filters,
  locations,
  children,
}: {
  filters: JobFilters;
  locations: string[];
  children: React.ReactNode;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const scripted = useScripted();
  const [q, setQ] = useState(filters.q);
  const [location, setLocation] = useState(filters.location);
  // The last query asked for, and the last one the server answered: an answer to our own request
  // leaves the inputs alone (the visitor may have typed on); any other (a link) resets them.
  const incoming = jobFiltersQuery(filters);
  const [asked, setAsked] = useState(incoming);
  const [answered, setAnswered] = useState(incoming);
  if (incoming !== answered) {
    setAnswered(incoming);
    if (incoming !== asked) {
      setAsked(incoming);
      setQ(filters.q);
      setLocation(filters.location);
    }
  }

  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function show(next: JobFilters) {
    window.clearTimeout(timer.current);
    const query = jobFiltersQuery(next);
    if (query === asked) return;
    setAsked(query);
    startTransition(() =>
      router.push(query ? `${pathname}?${query}` : pathname, { scroll: false }),
    );
  }

  return (
    <>
      <form
        method="get"
        role="search"
        aria-label="Filter jobs"
        onSubmit={(e) => {
          e.preventDefault();
          show({ q, location });
        }}
        className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-end"
      >
        <div className="flex-1">
          <label htmlFor="job-search" className="mb-1.5 block text-sm font-medium text-slate-700">
            Search
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden
            />
            <input
              id="job-search"
              name="q"
              type="search"
              value={q}
              maxLength={200}
              placeholder="Job title or keyword"
              autoComplete="off"
              onChange={(e) => {
                const value = e.target.value;
                setQ(value);
                window.clearTimeout(timer.current);
                timer.current = window.setTimeout(
                  () => show({ q: value, location }),
                  TYPING_DELAY_MS,
                );
              }}
              className={cn(inputClass, "pl-9")}
            />
          </div>
        </div>
        <SelectField
          id="job-location"
          name="location"
          label="Location"
          className="sm:w-64"
          value={location}
          onChange={(e) => {
            setLocation(e.target.value);
            show({ q, location: e.target.value });
          }}
        >
          <option value="">{ALL_LOCATIONS}</option>
          {locations.map((l) => (
            <option key={l}>{l}</option>
          ))}
        </SelectField>
        {scripted ? null : (
          <Button type="submit" variant="secondary">
            Search
          </Button>
        )}
      </form>
      <div aria-busy={pending} className={cn("mt-8 transition-opacity", pending && "opacity-60")}>
        {children}
      </div>
    </>
  );
}
