"use client";

import { LogIn } from "lucide-react";

import { Button } from "@/components/ui/button";
import { NO_REQUESTS, signInTo, YOUR_REQUESTS } from "@/lib/impersonation/messages";
import type { ImpersonationRequestView } from "@/lib/impersonation/serialize";
import { siteOrigin, type PublicSite } from "@/lib/tenants/host";

import { RequestSection, RequestsPage } from "./request-card";
import { RequestAccessForm } from "./request-form";
import { useRequests } from "./use-requests";

/**
 * /admin/tenants/access (spec §2.2): ask for access to a venue; the provider user's requests, an
 * approved one with a link to the venue's sign-in (sessions belong to the venue's host).
 */
export function AccessPage({ site }: { site: PublicSite }) {
  const { requests, error, loading, refresh } = useRequests();
  const signIn = (r: ImpersonationRequestView) =>
    r.status === "APPROVED" ? (
      <Button asChild size="sm" variant="secondary">
        <a
          href={`${siteOrigin(site, r.tenant_name)}/login`}
          target="_blank"
          rel="noopener noreferrer"
        >
          <LogIn className="size-4" aria-hidden /> {signInTo(r.tenant_display_name)}
        </a>
      </Button>
    ) : null;
  return (
    <RequestsPage
      title="Tenant Access"
      intro="Ask a venue for access with a role; its Owners or Admins approve it for two hours."
    >
      <RequestAccessForm onSent={() => void refresh()} />
      <RequestSection
        title={YOUR_REQUESTS}
        requests={requests}
        loading={loading}
        error={error}
        onRefresh={() => void refresh()}
        empty={NO_REQUESTS}
        renderActions={signIn}
      />
    </RequestsPage>
  );
}
