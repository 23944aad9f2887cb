"use client";

import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Trash2, XCircle } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { toast } from "sonner";

import { useTenant } from "@/components/console/tenant-context";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, FormAlert, SaveButton } from "@/components/ui/field";
import { Checkbox, SelectField } from "@/components/ui/form-controls";
import {
  ADDONS,
  BOOKING_STATUSES,
  STATUS_LABELS,
  type BookingStatusName,
} from "@/lib/bookings/constants";
import { api, errorFields, fieldErrorMap } from "@/lib/client/api";
import type { Booking, BookingDraft } from "@/lib/client/bookings";
import { keys, useHalls, useSlots, type Hall } from "@/lib/client/queries";
import { todayIn, toLocalInput } from "@/lib/time";

type Mode = "custom" | "slot";
type Form = {
  event_name: string;
  hall: string;
  start: string;
  end: string;
  date: string;
  slot: string;
  status: BookingStatusName;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  price: string;
  addons: string[];
  booking_token: string;
};
type Banner = { kind: "success" | "error"; text: string } | null;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const SUCCESS_BANNER_MS = 3000;

function initialForm(draft: BookingDraft, timeZone: string): Form {
  if ("booking" in draft) {
    const b = draft.booking;
    const start = toLocalInput(b.start_time, timeZone);
    return {
      event_name: b.event_name,
      hall: String(b.hall),
      start,
      end: toLocalInput(b.end_time, timeZone),
      date: start.slice(0, 10),
      slot: b.slot_id ? String(b.slot_id) : "",
      status: b.status,
      customer_name: b.customer_name,
      customer_email: b.customer_email,
      customer_phone: b.customer_phone,
      price: b.price,
      addons: b.addons,
      booking_token: b.booking_token,
    };
  }
  return {
    event_name: "",
    hall: draft.hallId ? String(draft.hallId) : "",
    start: draft.start,
    end: draft.end,
    date: draft.start.slice(0, 10),
    slot: "",
    status: "tentative",
    customer_name: "",
    customer_email: "",
    customer_phone: "",
    price: "",
    addons: [],
    booking_token: "",
  };
}

/**
 * Add or edit a booking (spec §2.3, §4, §5). Times are the venue's wall-clock times and are sent
 * without an offset, so the server reads them in the venue's zone.
 */
export function BookingForm({
  draft,
  onClose,
  onSaved,
  onDeleteRequest,
}: {
  draft: BookingDraft;
  onClose: () => void;
  onSaved?: (booking: Booking) => void;
  onDeleteRequest?: (booking: Booking) => void;
}) {
  const { timezone } = useTenant();
  const editing = "booking" in draft ? draft.booking : null;
  const initial = useMemo(() => initialForm(draft, timezone), [draft, timezone]);
  const [form, setForm] = useState<Form>(initial);
  const [mode, setMode] = useState<Mode>(editing?.slot_id ? "slot" : "custom");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<Banner>(null);
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const halls = useHalls();
  const hallId = /^\d+$/.test(form.hall) ? Number(form.hall) : null;
  const hall: Hall | undefined = halls.data?.find((h) => h.id === hallId);
  const slots = useSlots(hall ? hall.id : null);
  const activeSlots = useMemo(() => (slots.data ?? []).filter((s) => s.is_active), [slots.data]);
  const hallHasSlots = activeSlots.length > 0;

  useEffect(() => {
    if (halls.isError) toast.error("Failed to load halls for the booking form.");
  }, [halls.isError]);
  useEffect(() => {
    if (!slots.isError) return;
    toast.error("Failed to load slots for the selected hall.");
    // eslint-disable-next-line react-hooks/set-state-in-effect -- spec §4: custom time on failure
    setMode("custom");
  }, [slots.isError]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  // Spec §4: changing the hall clears start, end and slot, and returns to custom time.
  function changeHall(value: string) {
    setForm((f) => ({ ...f, hall: value, start: "", end: "", slot: "" }));
    setMode("custom");
  }
  function changeMode(next: Mode) {
    setMode(next);
    setForm((f) => ({ ...f, start: "", end: "", slot: "" }));
  }
  // Picking a slot sets start and end to its times on the chosen date, or today.
  function pickSlot(value: string, date = form.date) {
    const slot = activeSlots.find((s) => String(s.id) === value);
    const day = date || todayIn(timezone);
    setForm((f) => ({
      ...f,
      slot: value,
      date: day,
      start: slot ? `${day}T${slot.start_time}` : "",
      end: slot ? `${day}T${slot.end_time}` : "",
    }));
  }

  function validate(): Record<string, string> {
    const e: Record<string, string> = {};
    if (!form.event_name.trim()) e.event_name = "Booking Title is required.";
    if (!form.hall) e.hall = "Hall is required.";
    else if (!/^\d+$/.test(form.hall))
      e.hall = "Invalid hall ID provided. Please select a valid hall.";
    else if (halls.data && !hall) e.hall = "Selected hall not found. Please select a valid hall.";
    if (mode === "slot") {
      if (!form.slot) e.slot = "Slot is required.";
    } else {
      if (!form.start) e.start = "Start Time is required.";
      if (!form.end) e.end = "End Time is required.";
      if (form.start && form.end && form.end <= form.start)
        e.end = "End time must be after start time.";
    }
    if (!form.customer_name.trim()) e.customer_name = "Customer Name is required.";
    if (!form.customer_email.trim()) e.customer_email = "Customer Email is required.";
    else if (!EMAIL.test(form.customer_email.trim()))
      e.customer_email = "Enter a valid email address.";
    if (form.price !== "" && !(Number(form.price) >= 0))
      e.price = "Price must be a number of at least 0.";
    return e;
  }

  function payload() {
    const full = {
      event_name: form.event_name.trim(),
      hall: Number(form.hall),
      start_time: form.start,
      end_time: form.end,
      status: form.status,
      customer_name: form.customer_name.trim(),
      customer_email: form.customer_email.trim(),
      customer_phone: form.customer_phone.trim(),
      price: form.price === "" ? "0.00" : form.price,
      addons: form.addons,
      booking_token: form.booking_token.trim(),
      slot_id: mode === "slot" && form.slot ? Number(form.slot) : null,
    };
    if (!editing) return full;
    // On edit only what changed is sent; the hall always, and the branch when the hall changes.
    const changed: Record<string, unknown> = { hall: full.hall };
    const before = initial; // the form as it opened on this booking
    if (full.event_name !== before.event_name) changed.event_name = full.event_name;
    if (form.start !== before.start) changed.start_time = full.start_time;
    if (form.end !== before.end) changed.end_time = full.end_time;
    if (form.status !== before.status) changed.status = full.status;
    if (full.customer_name !== before.customer_name) changed.customer_name = full.customer_name;
    if (full.customer_email !== before.customer_email) changed.customer_email = full.customer_email;
    if (full.customer_phone !== before.customer_phone) changed.customer_phone = full.customer_phone;
    if (Number(full.price) !== Number(before.price)) changed.price = full.price;
    if ([...full.addons].sort().join() !== [...before.addons].sort().join())
      changed.addons = full.addons;
    if (full.booking_token !== before.booking_token) changed.booking_token = full.booking_token;
    if (String(full.slot_id ?? "") !== before.slot) changed.slot_id = full.slot_id;
    if (full.hall !== editing.hall) changed.branch = hall?.branch;
    return changed;
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBanner(null);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) return;
    const body = payload();
    if (editing && Object.keys(body).length === 1 && form.hall === String(editing.hall)) {
      toast.info("No changes to save.");
      onClose();
      return;
    }
    setSaving(true);
    try {
      const saved = editing
        ? await api<Booking>(`/api/tenant/bookings/${editing.id}/`, { method: "PATCH", body })
        : await api<Booking>("/api/tenant/bookings/", { method: "POST", body });
      setBanner({ kind: "success", text: "Booking saved successfully!" });
      toast.success("Booking saved successfully!");
      await queryClient.invalidateQueries({ queryKey: keys.bookings });
      onSaved?.(saved);
      closeTimer.current = setTimeout(
        () => (editing ? setBanner(null) : onClose()),
        SUCCESS_BANNER_MS,
      );
    } catch (error) {
      const message = errorFields(error) || "Unknown error during submission";
      const fields = fieldErrorMap(error);
      setErrors({
        ...fields,
        ...(fields.start_time ? { start: fields.start_time } : {}),
        ...(fields.end_time ? { end: fields.end_time } : {}),
      });
      setBanner({ kind: "error", text: message });
      toast.error(`Error: ${message}`);
    } finally {
      setSaving(false);
    }
  }

  const slotMessage =
    mode !== "slot"
      ? null
      : !hall
        ? "Please select a hall first to see available slots."
        : slots.isSuccess && !hallHasSlots
          ? "No slots available for this hall. Please select 'Custom Time' or add slots to the hall."
          : null;

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={editing ? "Edit Booking" : "Add New Booking"}
      className="max-w-2xl"
    >
      <form
        onSubmit={submit}
        noValidate
        className="max-h-[78vh] space-y-4 overflow-y-auto px-1 pb-1"
      >
        {banner ? (
          <div
            role={banner.kind === "error" ? "alert" : "status"}
            className={
              banner.kind === "success"
                ? "flex gap-2 rounded-lg bg-green-50 p-3 text-sm text-green-800 ring-1 ring-green-200"
                : "flex gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
            }
          >
            {banner.kind === "success" ? (
              <CheckCircle2 className="size-5 shrink-0" aria-hidden />
            ) : (
              <XCircle className="size-5 shrink-0" aria-hidden />
            )}
            <p>
              <strong>{banner.kind === "success" ? "Success!" : "Error!"}</strong> {banner.text}
            </p>
          </div>
        ) : null}
        {halls.isError ? (
          <FormAlert>
            <strong>Error loading halls</strong>: {halls.error?.message || "Failed to load halls."}
          </FormAlert>
        ) : null}

        <Field
          label="Booking Title"
          value={form.event_name}
          onChange={(e) => set("event_name", e.target.value)}
          error={errors.event_name}
          required
          autoFocus
        />
        <SelectField
          label="Hall"
          value={form.hall}
          onChange={(e) => changeHall(e.target.value)}
          error={errors.hall}
          required
          disabled={halls.isPending}
        >
          <option value="">{halls.isPending ? "Loading halls..." : "Select a hall"}</option>
          {halls.data?.map((h) => (
            <option key={h.id} value={h.id}>
              {h.name}
            </option>
          ))}
        </SelectField>

        {hallHasSlots ? (
          <fieldset className="flex gap-6 text-sm">
            <legend className="sr-only">Time mode</legend>
            {(["custom", "slot"] as const).map((m) => (
              <label key={m} className="flex items-center gap-2 text-slate-700">
                <input
                  type="radio"
                  name="time-mode"
                  value={m}
                  checked={mode === m}
                  onChange={() => changeMode(m)}
                  className="accent-brand-600"
                />
                {m === "custom" ? "Custom Time" : "Use Slot"}
              </label>
            ))}
          </fieldset>
        ) : null}

        {mode === "custom" ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Start Time"
              type="datetime-local"
              value={form.start}
              onChange={(e) => set("start", e.target.value)}
              error={errors.start}
              required
            />
            <Field
              label="End Time"
              type="datetime-local"
              value={form.end}
              onChange={(e) => set("end", e.target.value)}
              error={errors.end}
              required
            />
          </div>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Date"
              type="date"
              value={form.date}
              onChange={(e) =>
                form.slot ? pickSlot(form.slot, e.target.value) : set("date", e.target.value)
              }
              error={errors.start}
            />
            <SelectField
              label="Slot"
              value={form.slot}
              onChange={(e) => pickSlot(e.target.value)}
              error={errors.slot ?? errors.slot_id}
              required
            >
              <option value="">Select a slot</option>
              {activeSlots.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} ({s.start_time}–{s.end_time})
                </option>
              ))}
            </SelectField>
            {slotMessage ? (
              <p className="text-sm text-amber-700 sm:col-span-2">{slotMessage}</p>
            ) : null}
          </div>
        )}
        {hall?.requires_slot && mode === "custom" ? (
          <p className="text-xs text-amber-700">This hall only takes bookings in its time slots.</p>
        ) : null}

        <SelectField
          label="Status"
          value={form.status}
          onChange={(e) => set("status", e.target.value as BookingStatusName)}
          required
        >
          {BOOKING_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Customer Name"
            value={form.customer_name}
            onChange={(e) => set("customer_name", e.target.value)}
            error={errors.customer_name}
            required
          />
          <Field
            label="Customer Email"
            type="email"
            value={form.customer_email}
            onChange={(e) => set("customer_email", e.target.value)}
            error={errors.customer_email}
            required
          />
          <Field
            label="Customer Phone"
            type="tel"
            value={form.customer_phone}
            onChange={(e) => set("customer_phone", e.target.value)}
            error={errors.customer_phone}
          />
          <Field
            label="Price"
            type="number"
            min={0}
            step={0.01}
            placeholder="0.00"
            value={form.price}
            onChange={(e) => set("price", e.target.value)}
            error={errors.price}
          />
        </div>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-700">Add-ons</legend>
          <div className="flex flex-wrap gap-4">
            {ADDONS.map((a) => (
              <Checkbox
                key={a}
                label={a}
                checked={form.addons.includes(a)}
                onChange={(e) =>
                  set(
                    "addons",
                    e.target.checked ? [...form.addons, a] : form.addons.filter((x) => x !== a),
                  )
                }
              />
            ))}
          </div>
        </fieldset>
        <Field
          label="Booking token"
          hint="Optional: a deposit or reference code"
          value={form.booking_token}
          onChange={(e) => set("booking_token", e.target.value)}
          error={errors.booking_token}
        />

        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-4">
          {editing && onDeleteRequest ? (
            <Button
              variant="ghost"
              className="text-red-600 hover:bg-red-50"
              onClick={() => onDeleteRequest(editing)}
            >
              <Trash2 className="size-4" /> Delete
            </Button>
          ) : (
            <span />
          )}
          <div className="flex gap-2">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <SaveButton saving={saving}>{editing ? "Update Booking" : "Create Booking"}</SaveButton>
          </div>
        </div>
      </form>
    </Dialog>
  );
}
