"use client";

import "@fullcalendar/react/skeleton.css";
import "@fullcalendar/react/themes/classic/theme.css";
import "@fullcalendar/react/themes/classic/palette.css";

import FullCalendar, {
  useCalendarController,
  type CalendarRef,
  type DateClickInfo,
  type DateSelectInfo,
  type EventClickInfo,
  type EventDisplayInfo,
} from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/react/daygrid";
import interactionPlugin from "@fullcalendar/react/interaction";
import listPlugin from "@fullcalendar/react/list";
import classicThemePlugin from "@fullcalendar/react/themes/classic";
import timeGridPlugin from "@fullcalendar/react/timegrid";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";

import { useClock, useTenant } from "@/components/console/tenant-context";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { toast } from "@/components/ui/toast";
import { ApiError, serverDetail } from "@/lib/client/api";
import { keys, useBranches, useHalls } from "@/lib/client/queries";
import { useHydrated } from "@/lib/client/use-hydrated";
import { toLocalInput, wallClock } from "@/lib/time";

import { CalendarDialogs, type CalendarDialog } from "./calendar-dialogs";
import { CalendarHeader, NoHalls } from "./calendar-header";
import { CalendarToolbar } from "./calendar-toolbar";
import { bookingOf, isBufferBand, isShared, SHARED_HALL } from "./event-booking";
import { EventFace } from "./event-face";
import { EventHoverCard, type Hover } from "./event-hover";
import { CalendarLegend } from "./legend";
import { MoveBanner } from "./move-banner";
import { useCalendarEvents } from "./use-calendar-events";
import { useCalendarUrl, viewNameOf, VIEWS } from "./use-calendar-url";
import { useCalendarView } from "./use-calendar-view";
import { useEventMoves } from "./use-event-moves";
import { LIST_HEIGHT, useListFromToday } from "./use-list-from-today";
import { useOpenBooking } from "./use-open-booking";

const HOUR = 3_600_000;
export const HALL_NOT_FOUND_IN_LINK = "The hall in this link was not found. Showing all halls.";

/** /calendar: the venue's bookings on FullCalendar, with drag, resize, the year view and forms. */
export function CalendarPage() {
  const { timezone, weekStart } = useTenant();
  const clock = useClock();
  const url = useCalendarUrl();
  const hydrated = useHydrated();
  const halls = useHalls();
  const branches = useBranches();
  const controller = useCalendarController();
  const calendar = useRef<CalendarRef>(null);
  const [chosen, setDialog] = useState<CalendarDialog>({ kind: "none" });
  const [hover, setHover] = useState<Hover | null>(null);
  const moving = useRef(false);
  const queryClient = useQueryClient();
  const view = useCalendarView(calendar, url, timezone);
  const fromToday = useListFromToday(timezone);
  const opened = useOpenBooking(url, timezone);
  // A booking's form goes with its details: Back, which closes the details, closes it too.
  const dialog: CalendarDialog =
    chosen.kind === "edit" && url.booking !== chosen.booking.id ? { kind: "none" } : chosen;
  const dialogOpen = dialog.kind !== "none" || url.booking !== null;

  // A hall the link names but the venue does not have: say so, and show every hall.
  const hallMissing =
    !!url.hall && !!halls.data && !halls.data.some((h) => String(h.id) === url.hall);
  const hallFilter = hallMissing ? "" : url.hall;
  const { update } = url;
  useEffect(() => {
    if (!hallMissing) return;
    toast.error(HALL_NOT_FOUND_IN_LINK);
    update({ hall: null }, "replace");
  }, [hallMissing, update]);

  const events = useCalendarEvents(hallFilter, halls.data);
  // Every screen that shows bookings, this calendar's ranges among them, refetches with one call.
  const refetch = () => queryClient.invalidateQueries({ queryKey: keys.bookings });
  const moves = useEventMoves({ clock, clashWith: events.clashWith, refetch });

  function openAdd(start: string, end: string) {
    if (!halls.data?.length) {
      toast.info("Please configure at least one hall before adding a booking.");
      setDialog({ kind: "hall" });
      return;
    }
    const hallId = hallFilter ? Number(hallFilter) : null;
    setDialog({ kind: "add", draft: { start, end, hallId } });
  }
  const oneHourFrom = (start: Date) =>
    openAdd(
      toLocalInput(start, timezone),
      toLocalInput(new Date(start.getTime() + HOUR), timezone),
    );
  // A day in month view: 09:00 to 17:00 (spec §9); a time in week or day view: one hour from
  // there (docs/decisions/011-booking-form-defaults.md).
  const onDateClick = (info: DateClickInfo) => {
    if (dialogOpen) return;
    const { date } = wallClock(info.date, timezone);
    if (info.allDay || info.view.type === "dayGridMonth") openAdd(`${date}T09:00`, `${date}T17:00`);
    else oneHourFrom(info.date);
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
    if (dialogOpen || isBufferBand(info.event)) return;
    setHover(null);
    opened.open(bookingOf(info.event), info.el);
  };
  const renderEvent = (arg: EventDisplayInfo) => {
    if (isBufferBand(arg.event)) return null;
    const b = bookingOf(arg.event);
    const list = arg.view.type.startsWith("list");
    return (
      <EventFace
        id={b.id}
        title={b.event_name}
        timeText={arg.timeText}
        // A list's row has room for the whole title, on as many lines as it takes.
        wrap={list}
        status={b.status}
        hallName={isShared(arg.event) ? SHARED_HALL(b.hall_name) : b.hall_name}
        hallColor={b.hall_color}
        stacked={list || arg.view.type.startsWith("timeGrid")}
        repeats={b.series_id !== null}
        depositDue={b.deposit_due}
      />
    );
  };
  // The popup never takes the pointer during a drag or resize: it closes when one starts.
  const startMove = () => {
    moving.current = true;
    events.hold();
    setHover(null);
  };
  const endMove = () => {
    moving.current = false;
    moves.stopped();
    events.release();
  };

  // The view, date and hall come from the address bar, and a phone opens on the list: drawn in the
  // browser, at once with the halls and first range the page brought (lib/calendar/initial.ts).
  if (!hydrated || halls.isPending)
    return <LoadingState message="Loading halls and initial data..." />;
  if (halls.isError)
    return (
      <ErrorState
        title="Failed to Load Halls"
        message={hallsFailure(halls.error)}
        onRetry={() => halls.refetch()}
      />
    );

  const viewType = controller.view?.type;
  return (
    <div className="mx-auto max-w-[1400px] space-y-4">
      <CalendarHeader
        halls={halls.data}
        hall={hallFilter}
        onHall={(hall) => update({ hall: hall || null })}
        onAdd={() => oneHourFrom(new Date())}
      />
      {halls.data.length === 0 ? <NoHalls onAddHall={() => setDialog({ kind: "hall" })} /> : null}
      <MoveBanner banner={moves.banner} onDone={() => moves.setBanner(null)} />

      <div className="grid gap-4 xl:grid-cols-[1fr_15rem]">
        <section
          aria-label="Calendar"
          className="min-w-0 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4"
        >
          <CalendarToolbar
            title={controller.view?.title ?? ""}
            view={viewNameOf(viewType)}
            loading={events.loading}
            onPrev={() => controller.prev()}
            onToday={() => controller.today()}
            onNext={() => controller.next()}
            onView={(name) => view.show(name)}
            onYear={() => setDialog({ kind: "year", year: Number(view.date.slice(0, 4)) })}
          />
          {events.loading ? (
            <p className="sr-only" role="status">
              Loading schedules...
            </p>
          ) : null}
          {events.error ? (
            <div className="mb-3">
              <ErrorState
                title="Failed to Load Schedules"
                message={events.error}
                onRetry={events.retry}
              />
            </div>
          ) : null}
          <FullCalendar
            ref={calendar}
            controller={controller}
            plugins={[
              dayGridPlugin,
              timeGridPlugin,
              listPlugin,
              interactionPlugin,
              classicThemePlugin,
            ]}
            initialView={VIEWS[url.view].type}
            initialDate={view.date}
            headerToolbar={false}
            timeZone={timezone}
            locale={clock.locale}
            firstDay={weekStart}
            height={
              viewType?.startsWith("timeGrid")
                ? 760
                : viewType?.startsWith("list")
                  ? LIST_HEIGHT
                  : "auto"
            }
            scrollTime="08:00:00"
            editable
            selectable
            dayMaxEvents={3}
            navLinks
            navLinkDayClick={(date) => view.show("day", wallClock(date, timezone).date)}
            slotDuration="00:30:00"
            allDaySlot
            nowIndicator
            views={{ timeGrid: { dayMaxEventRows: 5 } }}
            eventDisplay="block"
            events={events.events}
            datesSet={(info) => {
              view.onDatesSet(info);
              events.onDatesSet(info);
              fromToday.onDatesSet(info);
            }}
            eventsSet={fromToday.onEventsSet}
            eventContent={renderEvent}
            eventClick={onEventClick}
            dateClick={onDateClick}
            select={onSelect}
            eventAllow={moves.allow}
            eventDragStart={startMove}
            eventResizeStart={startMove}
            eventDragStop={endMove}
            eventResizeStop={endMove}
            eventDrop={(info) => void events.settle(moves.save(info))}
            eventResize={(info) => void events.settle(moves.save(info))}
            eventMouseEnter={(info) => {
              if (moving.current || dialogOpen || isBufferBand(info.event)) return;
              const rect = info.el.getBoundingClientRect();
              const shared = isShared(info.event);
              setHover({ event: bookingOf(info.event), rect, el: info.el, shared });
            }}
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
            opened.open(hover.event, hover.el);
            setHover(null);
          }}
        />
      ) : null}
      <CalendarDialogs
        dialog={dialog}
        setDialog={setDialog}
        opened={opened}
        branches={branches.data ?? []}
        today={view.today}
        refetch={refetch}
        setBanner={moves.setBanner}
        onPickDay={(date) => view.show("month", date)}
      />
    </div>
  );
}

/**
 * Why the halls did not load: the spec's advice to check the network when the server could not be
 * reached, else the server's own reason (it answered: the network is fine).
 */
function hallsFailure(error: unknown): string {
  const detail = error instanceof ApiError && error.status !== 0 ? serverDetail(error) : undefined;
  return detail
    ? `We couldn't load your halls: ${detail}`
    : "We couldn't load your halls. Please check your network connection and try again.";
}
