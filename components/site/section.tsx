import { cn } from "@/lib/ui/cn";

/**
 * A section of a company site page: one width, one rhythm and one heading style for every page;
 * `tinted` puts it on the slate band that alternates with white on the home page.
 */
export function SiteSection({
  id,
  title,
  action,
  tinted,
  className,
  children,
}: {
  id: string;
  title: string;
  /** beside the heading, e.g. a link to the full list */
  action?: React.ReactNode;
  tinted?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={tinted ? "bg-slate-50" : undefined}>
      <div className={cn("mx-auto max-w-6xl px-4 py-16 sm:px-6", className)}>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900">
            {title}
          </h2>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}
