"use client";

import type { LucideIcon } from "lucide-react";
import { Tooltip } from "radix-ui";
import { forwardRef } from "react";

import { cn } from "@/lib/ui/cn";

import { Button, type ButtonProps } from "./button";

/**
 * Tooltips of the icon buttons below it. One per screen tree is enough; hoverable content is off so
 * a tooltip never sits on top of the neighbouring button a pointer is heading for.
 */
export function TooltipProvider({ children }: { children: React.ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={300} disableHoverableContent>
      {children}
    </Tooltip.Provider>
  );
}

// Radix opens a tooltip on any focus that does not follow a pointer press, including the focus a
// closing dialog hands back to its opener after a click. Only keyboard focus (:focus-visible)
// should show it; preventing the event makes Radix skip its own handler.
const keyboardFocusOnly = (event: React.FocusEvent<HTMLButtonElement>) => {
  if (!event.currentTarget.matches(":focus-visible")) event.preventDefault();
};

export type IconButtonProps = Omit<ButtonProps, "children" | "aria-label" | "asChild"> & {
  /** The button's accessible name and its tooltip. */
  label: string;
  icon: LucideIcon;
};

/** A button that shows only an icon: named by `label`, which a tooltip shows on hover and focus. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon: Icon, className, variant = "ghost", size = "sm", ...props },
  ref,
) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild onFocus={keyboardFocusOnly}>
        <Button
          ref={ref}
          variant={variant}
          size={size}
          aria-label={label}
          className={cn(size === "sm" ? "size-8 px-0" : "size-10 px-0", className)}
          {...props}
        >
          <Icon className="size-4" aria-hidden />
        </Button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          data-slot="tooltip"
          side="top"
          sideOffset={6}
          collisionPadding={8}
          className="pointer-events-none z-50 max-w-xs rounded-md bg-slate-900 px-2 py-1 text-xs font-medium text-white shadow-lg"
        >
          {label}
          <Tooltip.Arrow className="fill-slate-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
});
