import { Box, Text } from '@chakra-ui/react';
import { APPOINTMENT_STATUS_LABELS, type Appointment, type AppointmentTypeRecord } from '@clinio/contracts';
import { TZDate } from '@date-fns/tz';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale';
import { useEffect, useMemo, useRef } from 'react';
import { Calendar, dateFnsLocalizer, type EventProps, type SlotInfo } from 'react-big-calendar';
import withDragAndDrop, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import dragAndDropCss from 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import calendarCss from 'react-big-calendar/lib/css/react-big-calendar.css';
import type { Branch } from '../booking/booking-model';
import { isMovable } from '../panel/status-actions';
import type { CalendarView, ColumnKind } from './view-state';
import { isWithinHours, toWallDate } from './zone';

export interface CalendarEvent {
  appointment: Appointment;
  title: string;
  start: Date;
  end: Date;
  resourceId: string | null;
}

export interface CalendarColumn {
  id: string;
  title: string;
}

const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: 1 }),
  getDay,
  locales: { 'en-US': enUS },
});

const DragAndDropCalendar = withDragAndDrop<CalendarEvent, CalendarColumn>(Calendar);

/** Our own adjustments: AA contrast for the library's greys and links, a visible keyboard focus. */
const OVERRIDES = `
.clinio-calendar .rbc-off-range { color: #595959; }
/* No all-day events here; the library's all-day row also has broken ARIA (a row without cells). */
.clinio-calendar .rbc-allday-cell { display: none; }
/* 96 px an hour: a 15-minute appointment is a 24 px target (WCAG 2.5.8). */
.clinio-calendar .rbc-timeslot-group { min-height: 96px; }
/* "+N more" is a 24 px target kept inside its day (WCAG 2.5.8): at 375 px a day is ~50 px wide,
   and the library's 16 px link ran into the next day's. The name stays whole for screen readers. */
.clinio-calendar .rbc-show-more { color: #1a4e8a; display: block; min-height: 24px; line-height: 24px; max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.clinio-calendar .rbc-today { background-color: #eef6fc; }
.clinio-calendar .rbc-current-time-indicator { background-color: #c53030; height: 2px; }
.clinio-calendar .rbc-event:focus-visible, .clinio-calendar .rbc-time-content:focus-visible { outline: 2px solid #2b6cb0; outline-offset: 1px; }
`;

/** The appointment as the grid draws it: at the branch's wall-clock time, in its column. */
export function toCalendarEvent(appointment: Appointment, columns: ColumnKind): CalendarEvent {
  return {
    appointment,
    title: appointment.patient_name,
    start: toWallDate(appointment.start_time, appointment.timezone),
    end: toWallDate(appointment.end_time, appointment.timezone),
    resourceId: columns === 'room' ? appointment.room_id : appointment.provider_id,
  };
}

const TABLE_ROLES = new Set(['table', 'row', 'rowgroup', 'cell', 'columnheader', 'gridcell']);

/** A day's title over its columns: plain text (the library's own claims a table role it has not). */
function DayHeader({ label }: { label: string }) {
  return <span>{label}</span>;
}

function EventContent({ event }: EventProps<CalendarEvent>) {
  const { appointment } = event;
  return (
    <Box lineHeight="1.2" fontSize="xs">
      <Text as="span" fontWeight="semibold">
        {appointment.patient_name}
      </Text>{' '}
      <Text as="span">· {APPOINTMENT_STATUS_LABELS[appointment.status]}</Text>
    </Box>
  );
}

/** The first opening and last closing time of the week, an hour either side, as wall times of `day`. */
function dayBounds(branch: Branch, day: Date): { min: Date; max: Date } {
  const ranges = Object.values(branch.hours).flat();
  const opens = ranges.map(([open]) => Number(open.slice(0, 2)));
  const closes = ranges.map(([, close]) =>
    Math.ceil(Number(close.slice(0, 2)) + Number(close.slice(3)) / 60),
  );
  const first = opens.length > 0 ? Math.max(0, Math.min(...opens) - 1) : 7;
  const last = closes.length > 0 ? Math.min(24, Math.max(...closes) + 1) : 20;
  const at = (hour: number) =>
    new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour === 24 ? 23 : hour, hour === 24 ? 59 : 0);
  return { min: at(first), max: at(last) };
}

export interface CalendarGridProps {
  view: Exclude<CalendarView, 'list'>;
  day: Date;
  branch: Branch;
  events: CalendarEvent[];
  /** Columns of the day and week views (providers or rooms); none in month. */
  columns: CalendarColumn[];
  types: readonly AppointmentTypeRecord[];
  onSelectSlot: (slot: { start: Date; end: Date; resourceId: string | null }) => void;
  onSelectEvent: (event: CalendarEvent) => void;
  onMove: (move: { event: CalendarEvent; start: Date; end: Date; resourceId: string | null }) => void;
  onShowDay: (day: Date) => void;
}

/**
 * react-big-calendar (ADR 038) given wall dates of the branch: day and week with a column per
 * provider or room, the branch's closed hours shaded, the current time line at the branch's now,
 * colour by type, drag to move and resize (mouse; the panel's fields do the same by keyboard).
 */
export function CalendarGrid(props: CalendarGridProps) {
  const { view, day, branch, events, columns, types, onSelectSlot, onSelectEvent, onMove, onShowDay } = props;
  const colours = useMemo(() => new Map(types.map((type) => [type.key, type.colour])), [types]);
  const { min, max } = dayBounds(branch, day);
  const move = ({ event, start, end, resourceId }: EventInteractionArgs<CalendarEvent>) =>
    onMove({
      event,
      start: new Date(start),
      end: new Date(end),
      resourceId: typeof resourceId === 'string' ? resourceId : event.resourceId,
    });
  const hasColumns = view !== 'month' && columns.length > 0;
  const container = useRef<HTMLDivElement>(null);
  // The time grid scrolls: it takes focus so it can be scrolled by keyboard (axe: scrollable-region-focusable).
  // The library's table roles in the month view are incomplete (rows holding buttons, a header row
  // without header cells): dropped, so assistive technology reads plain text, not a broken table.
  // The library re-renders its rows on its own (measuring how many events fit, "+N more"), so an
  // observer keeps them off between our renders too (axe: aria-required-children/-parent).
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const grid = root.querySelector<HTMLElement>('.rbc-time-content');
    if (grid) {
      grid.tabIndex = 0;
      grid.setAttribute('aria-label', 'Time grid');
      grid.setAttribute('role', 'region');
    }
    const dropTableRoles = () =>
      root.querySelectorAll('.rbc-month-view, .rbc-month-view [role]').forEach((node) => {
        if (TABLE_ROLES.has(node.getAttribute('role') ?? '')) node.removeAttribute('role');
      });
    dropTableRoles();
    const observer = new MutationObserver(dropTableRoles);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['role'] });
    return () => observer.disconnect();
  });
  return (
    <Box ref={container} className="clinio-calendar" height={{ base: '70vh', md: '75vh' }} minHeight="28rem">
      <style>{calendarCss}</style>
      <style>{dragAndDropCss}</style>
      <style>{OVERRIDES}</style>
      <DragAndDropCalendar
        localizer={localizer}
        culture="en-US"
        toolbar={false}
        view={view}
        views={['day', 'week', 'month']}
        onView={() => undefined}
        date={day}
        onNavigate={() => undefined}
        onDrillDown={(date) => onShowDay(date)}
        events={events}
        resources={hasColumns ? columns : undefined}
        resourceIdAccessor={(column) => column.id}
        resourceTitleAccessor={(column) => column.title}
        min={min}
        max={max}
        step={15}
        timeslots={4}
        getNow={() => toWallDate(new Date(), branch.timezone)}
        selectable
        resizable
        popup
        draggableAccessor={(event) => isMovable(event.appointment.status)}
        resizableAccessor={(event) => isMovable(event.appointment.status)}
        onSelectSlot={(slot: SlotInfo) =>
          onSelectSlot({
            start: slot.start,
            end: slot.end,
            resourceId: typeof slot.resourceId === 'string' ? slot.resourceId : null,
          })
        }
        onSelectEvent={(event) => onSelectEvent(event)}
        tooltipAccessor={(event) =>
          `${event.appointment.patient_name} · ${APPOINTMENT_STATUS_LABELS[event.appointment.status]}`
        }
        onEventDrop={move}
        onEventResize={move}
        components={{ event: EventContent, header: DayHeader }}
        eventPropGetter={(event) => ({
          style: {
            backgroundColor: '#ffffff',
            color: '#1a202c',
            border: '1px solid #a0aec0',
            borderLeft: `6px solid ${colours.get(event.appointment.appointment_type) ?? '#4a5568'}`,
            textDecoration: event.appointment.status === 'cancelled' ? 'line-through' : undefined,
          },
        })}
        slotPropGetter={(date) => {
          const end = new Date(date.getTime() + 15 * 60_000);
          return isWithinHours(branch.hours, date, end)
            ? {}
            : { className: 'clinio-closed', style: { backgroundColor: '#edf2f7' } };
        }}
        formats={{ timeGutterFormat: 'HH:mm', eventTimeRangeFormat: () => '' }}
      />
    </Box>
  );
}

/** The branch's today (for the Today button and the line), independent of the browser's zone. */
export function branchToday(timeZone: string): Date {
  const now = new TZDate(Date.now(), timeZone);
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}
