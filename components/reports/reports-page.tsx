"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";

import { useTenant } from "@/components/console/tenant-context";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { PageHeading } from "@/components/ui/page-heading";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { call } from "@/lib/client/call";
import { reportQuery } from "@/lib/reports/schemas";

import { OccupancyReport, RevenueReport, SourcesReport } from "./report-sections";
import type { OccupancyRows, Period, RevenueRows, SourceRows } from "./shared";

/**
 * The venue's reports over a period (decision 094): occupancy and revenue per hall and month, and
 * bookings by source, each as a chart, a table and a CSV file. The period is this year until the
 * form says otherwise; it is checked with the API's own schema.
 */
export function ReportsPage({ today }: { today: string }) {
  const year = today.slice(0, 4);
  const [period, setPeriod] = useState<Period>({ from: `${year}-01-01`, to: `${year}-12-31` });
  const [draft, setDraft] = useState(period);
  const [problem, setProblem] = useState<Record<string, string>>({});
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
  function show(event: React.FormEvent) {
    event.preventDefault();
    const checked = reportQuery.safeParse(draft);
    if (!checked.success) {
      setProblem(
        Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])),
      );
      return;
    }
    setProblem({});
    setPeriod({ from: checked.data.from, to: checked.data.to });
  }
  return (
    <div className="space-y-6">
      <PageHeading
        title="Reports"
        description="Occupancy, revenue and where bookings come from, over the period you choose."
      />
      <form
        onSubmit={show}
        noValidate
        aria-label="Report period"
        className="flex flex-wrap items-start gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        <Field
          label="From"
          type="date"
          value={draft.from}
          onChange={(e) => {
            const from = e.target.value;
            setDraft((d) => ({ ...d, from }));
          }}
          error={problem.from}
        />
        <Field
          label="To"
          type="date"
          value={draft.to}
          onChange={(e) => {
            const to = e.target.value;
            setDraft((d) => ({ ...d, to }));
          }}
          error={problem.to}
        />
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
