"use client";

import { Camera, Trash2 } from "lucide-react";
import { useEffect, useId, useMemo, useRef } from "react";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/ui/cn";
import { initials } from "@/lib/ui/initials";

/** The picture, or the initials (at most 2 letters, spec §9) on the brand colour. */
export function Avatar({
  src,
  name,
  email,
  className,
}: {
  src: string | null;
  name: string;
  email: string;
  className?: string;
}) {
  return src ? (
    // eslint-disable-next-line @next/next/no-img-element -- an uploaded picture, served by the API
    <img
      src={src}
      alt={`Profile picture of ${name || email}`}
      className={cn("size-24 shrink-0 rounded-full object-cover ring-4 ring-white", className)}
    />
  ) : (
    <span
      role="img"
      aria-label={`No profile picture: initials of ${name || email}`}
      className={cn(
        "grid size-24 shrink-0 place-items-center rounded-full bg-brand-600 text-3xl font-semibold text-white ring-4 ring-white",
        className,
      )}
    >
      {initials(name, email)}
    </span>
  );
}

/** What the edit mode does to the picture: keep it, take a new file, or remove it. */
export type AvatarChange = { kind: "keep" } | { kind: "file"; file: File } | { kind: "remove" };

/**
 * The picture in edit mode: upload an image (images only, checked again by the server) or remove
 * the one there is; nothing is saved before Save Changes.
 */
export function AvatarPicker({
  current,
  change,
  onChange,
  name,
  email,
  error,
}: {
  current: string | null;
  change: AvatarChange;
  onChange: (c: AvatarChange) => void;
  name: string;
  email: string;
  error?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const preview = useMemo(
    () => (change.kind === "file" ? URL.createObjectURL(change.file) : null),
    [change],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = change.kind === "file" ? preview : change.kind === "remove" ? null : current;

  return (
    // Beside the picture, the controls start below the coloured band the picture overlaps.
    <div className="flex flex-col items-start gap-3 sm:flex-row sm:gap-5">
      <Avatar src={shown} name={name} email={email} />
      <div className="flex flex-col items-start gap-2 sm:mt-14">
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => input.current?.click()}>
            <Camera className="size-4" aria-hidden /> Upload photo
          </Button>
          {shown ? (
            <Button variant="ghost" size="sm" onClick={() => onChange({ kind: "remove" })}>
              <Trash2 className="size-4" aria-hidden /> Remove photo
            </Button>
          ) : null}
        </div>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          className="sr-only"
          tabIndex={-1}
          aria-label="Profile picture"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) onChange({ kind: "file", file });
            e.target.value = ""; // the same file may be chosen again after Remove
          }}
        />
        {error ? (
          <p id={errorId} className="text-sm text-red-600">
            {error}
          </p>
        ) : (
          <p className="text-xs text-slate-500">PNG, JPEG, WebP or GIF, up to 5 MB.</p>
        )}
      </div>
    </div>
  );
}
