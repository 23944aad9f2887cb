import Link from "next/link";

/** The venue page's last line: its name, and what it runs on. */
export function TenantFooter({ name, providerUrl }: { name: string; providerUrl: string }) {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-8 text-sm text-slate-500 sm:px-6">
        <p>
          © {new Date().getFullYear()} {name}
        </p>
        <nav aria-label="Footer" className="flex gap-5">
          <Link href="/#about" className="hover:text-slate-900">
            About
          </Link>
          <Link href="/#branches" className="hover:text-slate-900">
            Halls
          </Link>
          <Link href="/#contact" className="hover:text-slate-900">
            Contact
          </Link>
        </nav>
        <p>
          Powered by{" "}
          <a href={providerUrl} className="font-medium text-slate-700 hover:text-slate-900">
            HallBook
          </a>
        </p>
      </div>
    </footer>
  );
}
