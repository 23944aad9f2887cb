import { getViewer } from "@/lib/auth/viewer";

import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The company site's header, page and footer. */
export async function SiteShell({ children }: { children: React.ReactNode }) {
  const { principal } = await getViewer();
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader signedIn={!!principal} />
      <main className="flex-1">{children}</main>
      <SiteFooter />
    </div>
  );
}
