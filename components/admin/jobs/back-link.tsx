import { ArrowLeft } from "lucide-react";
import Link from "next/link";

/** The link back to the page a console screen was opened from. */
export function BackLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link
      href={href}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {children}
    </Link>
  );
}
