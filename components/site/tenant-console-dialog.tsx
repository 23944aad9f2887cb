"use client";

import Link from "next/link";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Spinner } from "@/components/ui/field";
import { DEMO_REQUEST_HREF } from "@/lib/site/config";
import {
  normalizeSlug,
  TENANT_NOT_FOUND,
  TENANT_NOT_FOUND_TITLE,
  TENANT_SLUG_REQUIRED,
  TENANT_VERIFY_FAILED,
} from "@/lib/site/messages";
import { siteOrigin, type PublicSite } from "@/lib/tenants/host";

export type ConsoleProps = { site: PublicSite };

/**
 * "Go to Your Tenant Console" (spec §2.1, §5, §8): asks for a slug, looks it up with GET
 * /api/public/clients/?slug=, and opens that tenant's site at /home in a new tab. The tenant's
 * address is its slug in front of APP_HOST, on the configured port (lib/tenants/origins.ts:
 * demo.localhost:3000 in development).
 */
export default function TenantConsoleDialog({
  site,
  open,
  setOpen,
}: ConsoleProps & { open: boolean; setOpen: (open: boolean) => void }) {
  const [slug, setSlug] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notFound, setNotFound] = useState(false);
  const [busy, setBusy] = useState(false);

  function reset() {
    setSlug("");
    setError(null);
    setNotFound(false);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const value = normalizeSlug(slug);
    setError(null);
    setNotFound(false);
    if (!value) {
      setError(TENANT_SLUG_REQUIRED);
      return;
    }
    // Opened before the lookup so that the browser treats it as a user action (no popup blocking).
    const tab = window.open("", "_blank");
    if (tab) tab.opener = null; // the venue's page gets no handle on this one
    setBusy(true);
    try {
      const res = await fetch(`/api/public/clients/?slug=${encodeURIComponent(value)}`);
      if (!res.ok) throw new Error(String(res.status));
      const found = (await res.json()) as unknown[];
      if (!found.length) {
        tab?.close();
        setNotFound(true);
        setError(TENANT_NOT_FOUND);
        return;
      }
      const url = `${siteOrigin(site, value)}/home`;
      if (tab) tab.location.href = url;
      else window.open(url, "_blank", "noopener");
      setOpen(false);
      reset();
    } catch {
      tab?.close();
      setError(TENANT_VERIFY_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
      title="Go to Your Tenant Console"
      description="Enter your venue's tenant slug, the first part of its web address."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field
          label="Tenant slug"
          name="slug"
          placeholder="e.g. demo"
          autoComplete="off"
          autoCapitalize="none"
          value={slug}
          onChange={(e) => setSlug(e.target.value)}
          error={notFound ? undefined : (error ?? undefined)}
          autoFocus
        />
        {notFound ? (
          <div
            role="alert"
            className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
          >
            <p className="font-medium">{TENANT_NOT_FOUND_TITLE}</p>
            <p className="mt-1">{error}</p>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
              <Link href="/contact" className="font-medium text-brand-700 hover:underline">
                Contact the administrator
              </Link>
              <Link href={DEMO_REQUEST_HREF} className="font-medium text-brand-700 hover:underline">
                Request a demo
              </Link>
            </p>
          </div>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              reset();
              setOpen(false);
            }}
          >
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner /> : null} Open Console
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
