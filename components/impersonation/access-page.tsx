"use client";

import { NO_REQUESTS, YOUR_REQUESTS } from "@/lib/impersonation/messages";

import { RequestSection, RequestsPage } from "./request-card";
import { RequestAccessForm } from "./request-form";
import { useRequests } from "./use-requests";

/** /admin/tenants/access (spec §2.2): ask for access to a venue; the provider user's requests. */
export function AccessPage() {
  const { requests, error, loading, refresh } = useRequests();
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
      />
    </RequestsPage>
  );
}
