"use client";

import { createContext, useContext, useEffect, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { useScripted } from "@/lib/client/use-scripted";

import { ApplicationForm } from "./application-form";

type Reveal = { open: boolean; requests: number; reveal: () => void };
const ApplyContext = createContext<Reveal | null>(null);

function useApply() {
  const value = useContext(ApplyContext);
  if (!value) throw new Error("useApply needs an ApplyProvider");
  return value;
}

/**
 * Whether the job's application form is shown, and each request to show it ('Apply Now'). The
 * apply page (/jobs/{id}/apply) starts open, and brings the form into view as it loads.
 */
export function ApplyProvider({
  initiallyOpen,
  children,
}: {
  initiallyOpen: boolean;
  children: React.ReactNode;
}) {
  const [requests, setRequests] = useState(initiallyOpen ? 1 : 0);
  const value: Reveal = {
    open: requests > 0,
    requests,
    reveal: () => setRequests((n) => n + 1),
  };
  return <ApplyContext.Provider value={value}>{children}</ApplyContext.Provider>;
}

/**
 * 'Apply Now': reveals the form below and takes the visitor there. A link to the apply page, so
 * that it leads to the form without JavaScript too.
 */
export function ApplyNowButton({ jobId }: { jobId: number }) {
  const { reveal } = useApply();
  return (
    <Button asChild size="lg">
      <a
        href={`/jobs/${jobId}/apply`}
        aria-controls="application"
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
          e.preventDefault();
          reveal();
        }}
      >
        Apply Now
      </a>
    </Button>
  );
}

const smooth = () =>
  window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";

/** The application form's place on the page: empty until 'Apply Now'. */
export function ApplicationPanel({ jobId, jobTitle }: { jobId: number; jobTitle: string }) {
  const { open, requests } = useApply();
  const panel = useRef<HTMLElement>(null);
  const scripted = useScripted();

  // Each request scrolls the form into view and puts the cursor in its first field (once the
  // form is enabled: on the apply page, after hydration).
  useEffect(() => {
    if (!requests || !scripted || !panel.current) return;
    panel.current.scrollIntoView({ behavior: smooth(), block: "start" });
    panel.current
      .querySelector<HTMLElement>("input, textarea, select")
      ?.focus({ preventScroll: true });
  }, [requests, scripted]);

  if (!open) return <section id="application" hidden />;
  return (
    <section
      ref={panel}
      id="application"
      aria-labelledby="application-title"
      className="scroll-mt-24 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="application-title" className="text-2xl font-bold tracking-tight text-slate-900">
        Apply for this position
      </h2>
      <p className="mt-1 text-sm text-slate-600">{jobTitle}</p>
      <ApplicationForm jobId={jobId} />
    </section>
  );
}
