"use client";

import { BookingForm } from "@/components/bookings/booking-form";
import { HallDialog } from "@/components/halls/hall-dialog";
import { toast } from "@/components/ui/toast";
import type { Booking, BookingDraft } from "@/lib/client/bookings";
import type { Branch } from "@/lib/client/queries";

import { EventDetails } from "./event-details";
import type { Banner } from "./use-event-moves";
import type { useOpenBooking } from "./use-open-booking";
import { YearOverlay } from "./year-overlay";

export type CalendarDialog =
  | { kind: "none" }
  | { kind: "add"; draft: BookingDraft }
  | { kind: "edit"; booking: Booking }
  | { kind: "hall" }
  | { kind: "year"; year: number };

/** The calendar's dialogs (spec §4 "Calendar dialog modes"): one at a time. */
export function CalendarDialogs({
  dialog,
  setDialog,
  opened,
  branches,
  today,
  refetch,
  setBanner,
  onPickDay,
}: {
  dialog: CalendarDialog;
  setDialog: (dialog: CalendarDialog) => void;
  opened: ReturnType<typeof useOpenBooking>;
  branches: Branch[];
  today: string;
  refetch: () => void;
  setBanner: (banner: Banner) => void;
  onPickDay: (date: string) => void;
}) {
  const close = () => setDialog({ kind: "none" });
  const viewing = opened.booking;
  return (
    <>
      {viewing && dialog.kind === "none" ? (
        <EventDetails
          booking={viewing}
          onClose={opened.close}
          onEdit={() => setDialog({ kind: "edit", booking: viewing })}
          returnFocus={opened.returnFocus}
        />
      ) : null}
      {dialog.kind === "add" || dialog.kind === "edit" ? (
        <BookingForm
          draft={dialog.kind === "add" ? dialog.draft : { booking: dialog.booking }}
          from="calendar"
          onClose={() => {
            close();
            if (dialog.kind === "edit") opened.close();
          }}
          // A save or a delete refetches every screen of bookings, the calendar's among them.
          onGone={refetch}
          onDeleted={(done) =>
            setBanner({ kind: "success", text: done ?? "Booking deleted successfully!" })
          }
          onDeleteFailed={(detail) => setBanner({ kind: "failed", text: `failed: ${detail}` })}
          returnFocus={dialog.kind === "edit" ? opened.returnFocus : undefined}
        />
      ) : null}
      {dialog.kind === "hall" ? (
        <HallDialog
          open
          onOpenChange={(o) => !o && close()}
          hall={null}
          branches={branches}
          onSaved={() => {
            toast.success("New hall added successfully! Calendar is updating.");
            refetch();
          }}
        />
      ) : null}
      {dialog.kind === "year" ? (
        <YearOverlay
          initialYear={dialog.year}
          today={today}
          onClose={close}
          onPick={(date) => {
            close();
            onPickDay(date);
          }}
        />
      ) : null}
    </>
  );
}
