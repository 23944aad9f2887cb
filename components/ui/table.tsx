import { cn } from "@/lib/ui/cn";

/** A card holding a table that scrolls sideways on narrow screens. */
export function TableCard({
  children,
  footer,
  busy,
}: {
  children: React.ReactNode;
  footer?: React.ReactNode;
  busy?: boolean;
}) {
  return (
    <div className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200 text-sm" aria-busy={busy}>
          {children}
        </table>
      </div>
      {footer}
    </div>
  );
}

export function HeaderRow({
  columns,
}: {
  columns: (string | { label: string; className?: string })[];
}) {
  return (
    <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">
      <tr>
        {columns.map((c) => {
          const { label, className } =
            typeof c === "string" ? { label: c, className: undefined } : c;
          return (
            <th key={label} scope="col" className={cn("px-4 py-3", className)}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
