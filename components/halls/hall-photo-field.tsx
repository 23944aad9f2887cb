"use client";

import { ImageIcon } from "lucide-react";
import { useId } from "react";

import { inputClass } from "@/components/ui/field";
import { cn } from "@/lib/ui/cn";

/** The hall's photo: the current one, and a file to replace it (shown on the public hall card). */
export function HallPhotoField({
  current,
  error,
  onChange,
}: {
  current: string | null;
  error: string | null;
  onChange: (file: File | null) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        Photo
      </label>
      <div className="flex items-center gap-3">
        {current ? (
          // eslint-disable-next-line @next/next/no-img-element -- a small preview of an upload
          <img src={current} alt="" className="size-10 shrink-0 rounded-md object-cover" />
        ) : (
          <span className="grid size-10 shrink-0 place-items-center rounded-md bg-slate-100">
            <ImageIcon className="size-5 text-slate-400" aria-hidden />
          </span>
        )}
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
          className={cn(
            inputClass,
            "py-1.5 file:mr-3 file:rounded file:border-0 file:bg-slate-100",
          )}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          PNG, JPEG, WebP or GIF, up to 5 MB
        </p>
      )}
    </div>
  );
}
