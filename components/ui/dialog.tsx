"use client";

import { X } from "lucide-react";
import { Dialog as D } from "radix-ui";
import { useRef } from "react";

import { cn } from "@/lib/ui/cn";

import { useReturnFocus } from "./return-focus";

/**
 * An accessible modal: focus is trapped, Escape and the close button dismiss it, and focus goes
 * back to what opened it (or to `returnFocus()`).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  returnFocus,
  initialFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: React.ReactNode;
  className?: string;
  returnFocus?: () => HTMLElement | null | undefined;
  /** what takes the focus when it opens (by default its first control) */
  initialFocus?: () => HTMLElement | null | undefined;
}) {
  const onCloseAutoFocus = useReturnFocus(open, returnFocus);
  const content = useRef<HTMLDivElement>(null);
  // A question asked over this dialog (Delete?) is a layer of its own, and its Escape must not
  // close this dialog too: Radix's order of layers does not always stop the second listener of
  // the same key press. Escape from inside another dialog is left to that dialog.
  const escapeFromInside = (event: KeyboardEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const layer = target?.closest('[role="dialog"],[role="alertdialog"]');
    if (layer && layer !== content.current) event.preventDefault();
  };
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-slate-900/50 backdrop-blur-[2px] data-[state=open]:animate-in" />
        <D.Content
          ref={content}
          className={cn(
            "fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-slate-900/5 focus:outline-none",
            className,
          )}
          {...(description ? {} : { "aria-describedby": undefined })}
          onCloseAutoFocus={onCloseAutoFocus}
          onOpenAutoFocus={(event) => {
            const first = initialFocus?.();
            if (!first) return;
            event.preventDefault();
            first.focus();
          }}
          onEscapeKeyDown={escapeFromInside}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <D.Title className="text-lg font-semibold text-slate-900">{title}</D.Title>
              {description ? (
                <D.Description className="mt-1 text-sm text-slate-600">{description}</D.Description>
              ) : null}
            </div>
            <D.Close
              className="-m-1 rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-600"
              aria-label="Close"
            >
              <X className="size-5" />
            </D.Close>
          </div>
          {children}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
