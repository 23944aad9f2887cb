"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { useTenant } from "@/components/console/tenant-context";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { PageHeading } from "@/components/ui/page-heading";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { call } from "@/lib/client/call";
import { problemsOf, type AskedPeriod } from "@/lib/reports/period";
import { reportQuery } from "@/lib/reports/schemas";

import { OccupancyReport, RevenueReport, SourcesReport } from "./report-sections";
import type { OccupancyRows, Period, RevenueRows, SourceRows } from "./shared";

/**
 * The venue's reports over a period (decision 094): occupancy and revenue per hall and month, and
 * bookings by source, each as a chart, a table and a CSV file. The period is this year until the
 * form says otherwise, and is kept in the address; the form works before the page's JavaScript
 * runs too (a plain GET, checked on the server alike).
 */
export function ReportsPage({ asked }: { asked: AskedPeriod }) {
  const router = useRouter();
  const [period, setPeriod] = useState<Period>(asked.period);
  const [problem, setProblem] = useState<Record<string, string>>(asked.problem ?? {});
  const { currency, locale } = useTenant();
  const reports = useQuery({
    queryKey: ["reports", period],
    queryFn: async ({ signal }) => {
      const [occupancy, revenue, sources] = await Promise.all([
        call.get("/api/tenant/reports/occupancy/", { query: period, signal }),
        call.get("/api/tenant/reports/revenue/", { query: period, signal }),
        call.get("/api/tenant/reports/sources/", { query: period, signal }),
      ]);
      // A report route answers its JSON, or a CSV file when asked (format=csv): the JSON here.
      return {
        occupancy: occupancy as { rows: OccupancyRows },
        revenue: revenue as { rows: RevenueRows },
        sources: sources as { rows: SourceRows },
      };
    },
  });
  // The fields are the browser's own (typed before the page's JavaScript ran, they are kept),
  // read when the form is sent.
  function show(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const asked = { from: String(form.get("from") ?? ""), to: String(form.get("to") ?? "") };
    const checked = reportQuery.safeParse(asked);
    if (!checked.success) {
      setProblem(problemsOf(checked.error.issues));
      return;
    }
    setProblem({});
    const chosen = { from: checked.data.from, to: checked.data.to };
    setPeriod(chosen);
    router.replace(`?${new URLSearchParams(chosen)}`, { scroll: false });
  }
  return (
    <div className="space-y-6">
      <PageHeading
        title="Reports"
        description="Occupancy, revenue and where bookings come from, over the period you choose."
      />
      <form
        onSubmit={show}
        method="get"
        noValidate
        aria-label="Report period"
        className="flex flex-wrap items-start gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        <Field
          label="From"
          type="date"
          name="from"
          defaultValue={asked.draft.from}
          error={problem.from}
        />
        <Field label="To" type="date" name="to" defaultValue={asked.draft.to} error={problem.to} />
        <Button type="submit" className="mt-7">
          Show
        </Button>
      </form>
      {reports.isPending ? (
        <LoadingState message="Loading reports..." />
      ) : reports.isError ? (
        <ErrorState message="Failed to load the reports." onRetry={() => reports.refetch()} />
      ) : (
        <>
          <OccupancyReport rows={reports.data.occupancy.rows} period={period} />
          <RevenueReport
            rows={reports.data.revenue.rows}
            period={period}
            money={{ currency, locale }}
          />
          <SourcesReport rows={reports.data.sources.rows} period={period} />
        </>
      )}
    </div>
  );
}
