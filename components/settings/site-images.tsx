"use client";

import { useQueryClient } from "@tanstack/react-query";
import { ImageIcon, Upload } from "lucide-react";
import { useId, useState } from "react";

import { Button } from "@/components/ui/button";
import { inputClass, Spinner } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/client/api";
import { call } from "@/lib/client/call";
import { withReason } from "@/lib/client/failure";
import { keys } from "@/lib/client/queries";
import type { CustomizationDto } from "@/lib/customization/customization";
import { cn } from "@/lib/ui/cn";

/** The logo or the banner: the current image and an upload (spec §5 "Settings file upload"). */
function SiteImage({ field, current }: { field: "logo" | "banner"; current: string | null }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function upload() {
    setError(null);
    if (!file) {
      setError(`No file selected for ${field}.`);
      return;
    }
    const body = new FormData();
    body.append(field, file);
    setBusy(true);
    try {
      await call.post(`/api/tenant/customization/upload-${field}/`, { body });
      toast.success(`${field} uploaded successfully!`);
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: keys.customization });
    } catch (failure) {
      setError(errorMessage(failure));
      toast.error(withReason(`Failed to upload ${field}.`, failure, { atFields: true }));
    } finally {
      setBusy(false);
    }
  }

  const label = field === "logo" ? "Logo" : "Banner";
  return (
    <div className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <div
        className={cn(
          "grid place-items-center overflow-hidden rounded-lg bg-slate-100",
          field === "logo" ? "h-32 w-32" : "h-32 w-full",
        )}
      >
        {current ? (
          // eslint-disable-next-line @next/next/no-img-element -- a preview of an upload
          <img src={current} alt={`Current ${field}`} className="size-full object-cover" />
        ) : (
          <ImageIcon className="size-6 text-slate-400" aria-hidden />
        )}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor={id} className="sr-only">
          {label} file
        </label>
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          aria-invalid={error ? true : undefined}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          className={cn(inputClass, "min-w-0 flex-1 py-1.5 file:mr-3 file:rounded file:border-0")}
        />
        <Button variant="secondary" onClick={upload} disabled={busy}>
          {busy ? <Spinner /> : <Upload className="size-4" aria-hidden />} Upload {field}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : (
        <p className="text-xs text-slate-500">PNG, JPEG, WebP or GIF, up to 5 MB</p>
      )}
    </div>
  );
}

export function SiteImages({ customization }: { customization: CustomizationDto }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <SiteImage field="logo" current={customization.logo_url} />
      <SiteImage field="banner" current={customization.banner_url} />
    </div>
  );
}
