import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { getViewer } from "@/lib/auth/viewer";

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const { principal } = await getViewer();
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader signedIn={!!principal} />
      <main className="flex-1">{children}</main>
      <SiteFooter />
    </div>
  );
}
