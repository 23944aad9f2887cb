-- A provider user has at most one request waiting for a venue's answer: a second, identical or
-- for another role, is refused (lib/impersonation/requests.ts answers 409 first; this holds it
-- under a race and for any other writer). Approved requests are history and may repeat.
-- Requests already waiting twice keep their newest; the older ones go, as a denial would.
DELETE FROM "impersonation_requests" r
USING "impersonation_requests" newer
WHERE NOT r."approved" AND NOT newer."approved"
  AND newer."tenant_id" = r."tenant_id" AND newer."requester_id" = r."requester_id"
  AND (newer."created_at", newer."id") > (r."created_at", r."id");

CREATE UNIQUE INDEX "impersonation_requests_one_pending"
  ON "impersonation_requests" ("tenant_id", "requester_id") WHERE NOT "approved";
