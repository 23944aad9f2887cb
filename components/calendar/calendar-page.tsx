"use client";

import "@fullcalendar/react/skeleton.css";
import "@fullcalendar/react/themes/classic/theme.css";
import "@fullcalendar/react/themes/classic/palette.css";

import FullCalendar, {
  useCalendarController,
  type AllowFunc,
  type CalendarRef,
  type DateClickInfo,
  type DateSelectInfo,
  type EventClickInfo,
  type EventDisplayInfo,
  type EventDropInfo,
  type EventHoveringInfo,
  type EventInput,
  type EventResizeDoneInfo,
  type EventSourceFuncInfo,
} from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/react/daygrid";
import interactionPlugin from "@fullcalendar/react/interaction";
import classicThemePlugin from "@fullcalendar/react/themes/classic";
import timeGridPlugin from "@fullcalendar/react/timegrid";
import { CalendarRange, Check, ChevronLeft, ChevronRight, CircleHelp, Plus, X } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { memo, useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";

import { BookingForm } from "@/components/bookings/booking-form";
import { DeleteBookingDialog } from "@/components/bookings/delete-booking";
import { useTenant } from "@/components/console/tenant-context";
import { HallDialog } from "@/components/halls/hall-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/field";
import { ErrorState, LoadingState } from "@/components/ui/states";
import type { BookingStatusName } from "@/lib/bookings/constants";
import { api, ApiError } from "@/lib/client/api";
import { type Booking, type BookingDraft, type ScheduleEvent } from "@/lib/client/bookings";
import { useBranches, useHalls } from "@/lib/client/queries";
import { formatDateTime, todayIn, toLocalInput } from "@/lib/time";
import { cn } from "@/lib/ui/cn";

import { EventDetails } from "./event-details";
import { EventHoverCard, type Hover } from "./event-hover";
import { CalendarLegend } from "./legend";
import { YearOverlay } from "./year-overlay";

const VIEWS = [
  { id: "dayGridMonth", label: "Month" },
  { id: "timeGridWeek", label: "Week" },
  { id: "timeGridDay", label: "Day" },
] as const;
const HOUR = 3_600_000;
/** Status marks on events (spec: confirmed check, tentative question mark, cancelled cross). */
const STATUS_ICONS = { confirmed: Check, tentative: CircleHelp, cancelled: X } as const;

type Dialog =
  | { kind: "none" }
  | { kind: "add" | "edit"; draft: BookingDraft }
  | { kind: "view"; booking: Booking }
  | { kind: "hall" }
  | { kind: "year"; year: number }
  | { kind: "delete"; booking: Booking };
type Banner = { kind: "saving" | "success" | "failed"; text: string } | null;

/**
 * An event's face: status mark, time, title and hall. Memoised on plain values, because
 * FullCalendar re-renders every visible event as a drag crosses cells (hundreds in a busy month).
 */
const EventChip = memo(function EventChip({
  id,
  title,
  timeText,
  status,
  hallName,
  hallColor,
  stacked,
}: {
  id: string;
  title: string;
  timeText: string;
  status: BookingStatusName;
  hallName: string;
  hallColor: string;
  stacked: boolean;
}) {
  const Icon = STATUS_ICONS[status];
  const mark = <Icon className="size-3 shrink-0" aria-label={status} />;
  return (
    <div
      className="flex min-w-0 flex-col overflow-hidden px-1 py-0.5 text-[11px] leading-4"
      data-event-id={id}
    >
      {stacked ? (
        // Week and day columns are tall: stack time and title. Month cells are narrow: one line.
        <>
          <span className="flex min-w-0 items-center gap-1 opacity-90">
            {mark}
            <span className="truncate">{timeText}</span>
          </span>
          <span className="truncate font-semibold">{title}</span>
        </>
      ) : (
        <span className="flex min-w-0 items-center gap-1">
          {mark}
          {timeText ? <span className="shrink-0 opacity-90">{timeText}</span> : null}
          <span className="truncate font-semibold">{title}</span>
        </span>
      )}
      <span className="flex min-w-0 items-center gap-1 opacity-90">
        <span
          className="size-2 shrink-0 rounded-full ring-1 ring-white/80"
          style={{ background: hallColor }}
          aria-hidden
        />
        <span className="truncate">{hallName}</span>
      </span>
    </div>
  );
});

/**
 * /calendar: the venue's bookings on FullCalendar, with drag, resize, the year view and the booking
 * form.
 */
export function CalendarPage() {
  const { timezone } = useTenant();
  const params = useSearchParams();
  const halls = useHalls();
  const branches = useBranches();
  const controller = useCalendarController();
  const calendar = useRef<CalendarRef>(null);
  const [hallFilter, setHallFilter] = useState<string>(params.get("hall") ?? "");
  const hallFilterRef = useRef(hallFilter);
  const [dialog, setDialog] = useState<Dialog>({ kind: "none" });
  const dialogOpen = dialog.kind !== "none";
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const [loadingEvents, setLoadingEvents] = useState(false);
  const [hover, setHover] = useState<Hover | null>(null);
  const [banner, setBanner] = useState<Banner>(null);
  const refusedDrop = useRef<string | null>(null);
  /** The loaded live bookings of each hall, for the overlap check while dragging. */
  const liveByHall = useRef(
    new Map<number, { id: number; start: number; end: number; title: string }[]>(),
  );
  const view = controller.view;

  useEffect(() => {
    if (!banner || banner.kind === "saving") return;
    const timer = setTimeout(() => setBanner(null), 5000);
    return () => clearTimeout(timer);
  }, [banner]);

  const refetch = () => calendar.current?.getApi().refetchEvents();

  // Only the visible range is fetched, for the chosen hall.
  const fetchEvents = useCallback(async (info: EventSourceFuncInfo): Promise<EventInput[]> => {
    const qs = new URLSearchParams({
      start: info.start.toISOString(),
      end: info.end.toISOString(),
    });
    if (hallFilterRef.current) qs.set("hall", hallFilterRef.current);
    try {
      const events = await api<ScheduleEvent[]>(`/api/tenant/schedules/?${qs}`);
      setScheduleError(null);
      const byHall = new Map<number, { id: number; start: number; end: number; title: string }[]>();
      for (const e of events) {
        if (e.status === "cancelled") continue;
        const list = byHall.get(e.hall_id) ?? [];
        list.push({ id: e.id, start: Date.parse(e.start), end: Date.parse(e.end), title: e.title });
        byHall.set(e.hall_id, list);
      }
      liveByHall.current = byHall;
      return events
        .filter((e) => !Number.isNaN(Date.parse(e.start)) && !Number.isNaN(Date.parse(e.end)))
        .map((e) => ({
          id: String(e.id),
          title: e.title,
          start: e.start,
          end: e.end,
          color: e.color,
          extendedProps: { booking: e },
        }));
    } catch (error) {
      setScheduleError(error instanceof ApiError ? error.message : "Failed to load schedules.");
      toast.error("Failed to load schedules.");
      return [];
    }
  }, []);

  // Navigation state from the halls and bookings screens: ?hall= preselects, ?booking= opens it.
  const bookingParam = params.get("booking");
  const calendarReady = halls.isSuccess;
  useEffect(() => {
    if (!bookingParam || !calendarReady) return;
    api<Booking>(`/api/tenant/bookings/${bookingParam}/`)
      .then((b) => {
        calendar.current?.getApi().gotoDate(new Date(b.start_time));
        setDialog({ kind: "view", booking: b });
      })
      .catch(() => toast.error("Booking not found."));
  }, [bookingParam, calendarReady]);

  function changeHallFilter(value: string) {
    setHallFilter(value);
    hallFilterRef.current = value;
    refetch();
  }

  function openAdd(start: string, end: string) {
    if (!halls.data?.length) {
      toast.info("Please configure at least one hall before adding a booking.");
      setDialog({ kind: "hall" });
      return;
    }
    setDialog({
      kind: "add",
      draft: { start, end, hallId: hallFilter ? Number(hallFilter) : null },
    });
  }

  const onAddClick = () => {
    const now = new Date();
    openAdd(toLocalInput(now, timezone), toLocalInput(new Date(now.getTime() + HOUR), timezone));
  };

  const onDateClick = (info: DateClickInfo) => {
    if (dialogOpen) return;
    const date = info.dateStr.slice(0, 10);
    if (info.allDay || info.view.type === "dayGridMonth") openAdd(`${date}T09:00`, `${date}T17:00`);
    else
      openAdd(
        toLocalInput(info.date, timezone),
        toLocalInput(new Date(info.date.getTime() + HOUR), timezone),
      );
  };

  // A time range dragged out in the week or day view becomes the new booking's period.
  const onSelect = (info: DateSelectInfo) => {
    calendar.current?.getApi().unselect();
    if (dialogOpen || info.allDay || info.end.getTime() - info.start.getTime() <= 30 * 60_000)
      return;
    openAdd(toLocalInput(info.start, timezone), toLocalInput(info.end, timezone));
  };

  const onEventClick = (info: EventClickInfo) => {
    info.jsEvent.preventDefault();
    if (dialogOpen) return;
    setHover(null);
    setDialog({
      kind: "view",
      booking: info.event.extendedProps.booking as ScheduleEvent,
    });
  };

  /** Overlaps are not offered: a live booking cannot be dropped onto another of the same hall. */
  const allowDrop: AllowFunc = (span, moving) => {
    const mine = moving?.extendedProps.booking as ScheduleEvent | undefined;
    if (!mine || mine.status === "cancelled") return true;
    const start = span.start.getTime();
    const end = span.end.getTime();
    // Called on every pointer move while dragging: look only at this hall's loaded bookings.
    const clash = liveByHall.current
      .get(mine.hall_id)
      ?.find((e) => e.id !== mine.id && e.start < end && e.end > start);
    refusedDrop.current = clash
      ? `This hall is already booked ${formatDateTime(new Date(clash.start), timezone)} – ${formatDateTime(new Date(clash.end), timezone, { timeStyle: "short" })} (${clash.title}).`
      : null;
    return !clash;
  };
  const reportRefusedDrop = () => {
    // Runs after a drag or resize ends; a refused position has already been put back by
    // FullCalendar.
    setTimeout(() => {
      if (refusedDrop.current) toast.error(`Error updating booking: ${refusedDrop.current}`);
      refusedDrop.current = null;
    }, 0);
  };

  async function onEventChange(info: EventDropInfo | EventResizeDoneInfo) {
    refusedDrop.current = null;
    const id = info.event.id;
    if (!id) {
      info.revert();
      toast.error("Cannot update event. No booking ID found.");
      return;
    }
    const mine = info.event.extendedProps.booking as ScheduleEvent;
    setBanner({ kind: "saving", text: "Saving..." });
    try {
      // Only the times change; everything else about the booking stays as it is.
      await api(`/api/tenant/bookings/${id}/`, {
        method: "PATCH",
        body: {
          hall: mine.hall_id,
          start_time: info.event.start!.toISOString(),
          end_time: info.event.end!.toISOString(),
        },
      });
      toast.success("Booking updated successfully!");
      setBanner({ kind: "success", text: "Booking updated successfully!" });
      refetch();
    } catch (error) {
      info.revert();
      const body =
        error instanceof ApiError
          ? (error.body as { detail?: string; hall?: string[] } | null)
          : null;
      const message =
        body?.detail ??
        body?.hall?.[0] ??
        (error instanceof Error ? error.message : "") ??
        "Unknown error";
      toast.error(`Error updating booking: ${message || "Unknown error"}`);
      setBanner({ kind: "failed", text: `failed: ${message || "Unknown error"}` });
    }
  }

  const renderEvent = (arg: EventDisplayInfo) => {
    const b = arg.event.extendedProps.booking as ScheduleEvent;
    return (
      <EventChip
        id={arg.event.id}
        title={arg.event.title}
        timeText={arg.timeText}
        status={b.status as BookingStatusName}
        hallName={b.hall_name}
        hallColor={b.hall_color}
        stacked={arg.view.type.startsWith("timeGrid")}
      />
    );
  };

  const onMouseEnter = (info: EventHoveringInfo) => {
    if (dialogOpen) return;
    setHover({
      event: info.event.extendedProps.booking as ScheduleEvent,
      rect: info.el.getBoundingClientRect(),
    });
  };

  if (halls.isPending) return <LoadingState message="Loading halls and initial data..." />;
  if (halls.isError)
    return (
      <ErrorState
        title="Failed to Load Halls"
        message="We couldn't load your halls. Please check your network connection and try again."
        onRetry={() => halls.refetch()}
      />
    );

  const noHalls = halls.data.length === 0;
  const title = view?.title ?? "";
  const viewType = view?.type;

  return (
    <div className="mx-auto max-w-[1400px] space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Calendar</h1>
        <div className="flex flex-wrap items-center gap-2">
          <label className="sr-only" htmlFor="hall-filter">
            Hall
          </label>
          <select
            id="hall-filter"
            value={hallFilter}
            onChange={(e) => changeHallFilter(e.target.value)}
            className="h-10 rounded-lg border-0 bg-white pr-8 pl-3 text-sm shadow-sm ring-1 ring-slate-300 focus:ring-2 focus:ring-brand-600"
          >
            <option value="">All Halls</option>
            {halls.data.map((h) => (
              <option key={h.id} value={String(h.id)}>
                {h.name}
              </option>
            ))}
          </select>
          <Button onClick={onAddClick}>
            <Plus className="size-4" /> Add Booking
          </Button>
        </div>
      </div>

      {noHalls ? (
        <div className="flex flex-col items-center gap-3 rounded-xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200">
          <p className="max-w-lg text-slate-700">
            No banquet halls have been configured yet. Please add a new hall to start managing
            bookings.
          </p>
          <Button onClick={() => setDialog({ kind: "hall" })}>
            <Plus className="size-4" /> Add New Hall
          </Button>
        </div>
      ) : null}

      {banner ? (
        <p
          role="status"
          className={cn(
            "rounded-lg px-3 py-2 text-sm ring-1",
            banner.kind === "saving" && "bg-slate-50 text-slate-700 ring-slate-200",
            banner.kind === "success" && "bg-green-50 text-green-800 ring-green-200",
            banner.kind === "failed" && "bg-red-50 text-red-800 ring-red-200",
          )}
        >
          {banner.text}
        </p>
      ) : null}

      <div className="grid gap-4 xl:grid-cols-[1fr_15rem]">
        <section
          aria-label="Calendar"
          className="min-w-0 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4"
        >
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => controller.prev()}
                aria-label="Previous"
              >
                <ChevronLeft className="size-4" />
              </Button>
              <Button variant="secondary" size="sm" onClick={() => controller.today()}>
                Today
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => controller.next()}
                aria-label="Next"
              >
                <ChevronRight className="size-4" />
              </Button>
              <h2 className="ml-2 text-lg font-semibold text-slate-900" aria-live="polite">
                {title}
              </h2>
              {loadingEvents ? <Spinner className="ml-1 text-brand-600" /> : null}
            </div>
            <div className="flex rounded-lg bg-slate-100 p-1" role="group" aria-label="View">
              {VIEWS.map((v) => (
                <button
                  key={v.id}
                  type="button"
                  aria-pressed={viewType === v.id}
                  onClick={() => controller.changeView(v.id)}
                  className={cn(
                    "rounded-md px-3 py-1 text-sm font-medium text-slate-600",
                    viewType === v.id && "bg-white text-slate-900 shadow-sm",
                  )}
                >
                  {v.label}
                </button>
              ))}
              <button
                type="button"
                onClick={() =>
                  setDialog({
                    kind: "year",
                    year: Number(
                      toLocalInput(controller.getDate() ?? new Date(), timezone).slice(0, 4),
                    ),
                  })
                }
                className="flex items-center gap-1 rounded-md px-3 py-1 text-sm font-medium text-slate-600"
              >
                <CalendarRange className="size-4" aria-hidden /> Year
              </button>
            </div>
          </div>
          {loadingEvents ? (
            <p className="sr-only" role="status">
              Loading schedules...
            </p>
          ) : null}
          {scheduleError ? (
            <div className="mb-3">
              <ErrorState
                title="Failed to Load Schedules"
                message={scheduleError}
                onRetry={() => {
                  setScheduleError(null);
                  refetch();
                }}
              />
            </div>
          ) : null}
          <FullCalendar
            ref={calendar}
            controller={controller}
            plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin, classicThemePlugin]}
            initialView="dayGridMonth"
            headerToolbar={false}
            timeZone={timezone}
            height={viewType?.startsWith("timeGrid") ? 760 : "auto"}
            scrollTime="08:00:00"
            editable
            selectable
            dayMaxEvents={3}
            navLinks
            slotDuration="00:30:00"
            allDaySlot
            nowIndicator
            views={{ timeGrid: { dayMaxEventRows: 5 } }}
            eventDisplay="block"
            events={fetchEvents}
            loading={setLoadingEvents}
            eventContent={renderEvent}
            eventClick={onEventClick}
            dateClick={onDateClick}
            select={onSelect}
            eventAllow={allowDrop}
            eventDragStop={reportRefusedDrop}
            eventResizeStop={reportRefusedDrop}
            eventDrop={onEventChange}
            eventResize={onEventChange}
            eventMouseEnter={onMouseEnter}
            eventMouseLeave={() => setHover((h) => (h ? { ...h, leaving: true } : h))}
          />
        </section>
        <CalendarLegend halls={halls.data} />
      </div>

      {hover && !dialogOpen ? (
        <EventHoverCard
          hover={hover}
          onKeep={() => setHover((h) => (h ? { ...h, leaving: false } : h))}
          onLeave={() => setHover(null)}
          onView={() => {
            setDialog({ kind: "view", booking: hover.event });
            setHover(null);
          }}
        />
      ) : null}

      {dialog.kind === "view" ? (
        <EventDetails
          booking={dialog.booking}
          onClose={() => setDialog({ kind: "none" })}
          onEdit={() => setDialog({ kind: "edit", draft: { booking: dialog.booking } })}
        />
      ) : null}
      {dialog.kind === "add" || dialog.kind === "edit" ? (
        <BookingForm
          draft={dialog.draft}
          onClose={() => setDialog({ kind: "none" })}
          onSaved={() => refetch()}
          onDeleteRequest={(booking) => setDialog({ kind: "delete", booking })}
        />
      ) : null}
      <DeleteBookingDialog
        booking={dialog.kind === "delete" ? dialog.booking : null}
        message="Are you sure you want to delete this booking?"
        errorPrefix="Error deleting booking: "
        onClose={() => setDialog({ kind: "none" })}
        onDeleted={() => {
          setBanner({ kind: "success", text: "Booking deleted successfully!" });
          refetch();
        }}
        onFailed={(detail) => setBanner({ kind: "failed", text: `failed: ${detail}` })}
      />
      {dialog.kind === "hall" ? (
        <HallDialog
          open
          onOpenChange={(o) => !o && setDialog({ kind: "none" })}
          hall={null}
          branches={branches.data ?? []}
          onSaved={() => {
            toast.success("New hall added successfully! Calendar is updating.");
            refetch();
          }}
        />
      ) : null}
      {dialog.kind === "year" ? (
        <YearOverlay
          initialYear={dialog.year}
          today={todayIn(timezone)}
          onClose={() => setDialog({ kind: "none" })}
          onPick={(date) => {
            setDialog({ kind: "none" });
            controller.changeView("dayGridMonth");
            controller.gotoDate(date);
          }}
        />
      ) : null}
    </div>
  );
}
