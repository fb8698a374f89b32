import type { Appointment, SchedulingResources } from '@clinio/contracts';
import { useEndpointQuery } from '@clinio/platform';
import type { Branch } from '../booking/booking-model';
import { CALENDAR_LIST, instantRange, joinIds, type CalendarState, type CalendarView } from './view-state';

/** Live updates (ADR 038): the shown range is read again this often while the tab is visible. */
export const LIVE_REFRESH_MS = 15_000;

export const livePolling = () => (document.visibilityState === 'visible' ? LIVE_REFRESH_MS : false);

/** The branch shown: the URL's, else the user's own, else the first. */
export function chosenBranch(
  resources: SchedulingResources | null,
  urlBranchId: string | null,
  ownBranchId: string | null,
): Branch | null {
  if (resources === null) return null;
  const { branches } = resources;
  return (
    branches.find((branch) => branch.id === urlBranchId) ??
    branches.find((branch) => branch.id === ownBranchId) ??
    branches[0] ??
    null
  );
}

/**
 * The appointments of the shown range with the URL's filters. The grid reads the whole range (the
 * API's maximum page); the list view reads it a page at a time. Several rooms are filtered here
 * (the API takes one room).
 */
export function useCalendarAppointments(
  branch: Branch | null,
  state: CalendarState,
  view: CalendarView,
  day: Date | null,
) {
  const isList = view === 'list';
  const range = branch === null || day === null ? null : instantRange(view, day, branch.timezone);
  const query =
    branch === null || range === null
      ? null
      : {
          query: {
            start: range.start,
            end: range.end,
            branch_id: branch.id,
            ...(state.providerIds.length > 0 ? { provider_id: joinIds(state.providerIds) } : {}),
            ...(state.types.length > 0 ? { appointment_type: joinIds(state.types) } : {}),
            ...(state.roomIds.length === 1 ? { room_id: state.roomIds[0] } : {}),
            skip: isList ? (state.page - 1) * CALENDAR_LIST.pageSize : 0,
            limit: isList ? CALENDAR_LIST.pageSize : 1000,
          },
        };
  const read = useEndpointQuery('listAppointments', query, { refetchInterval: livePolling });
  const rooms = state.roomIds;
  const appointments: Appointment[] = (read.data?.results ?? []).filter(
    (appointment) =>
      rooms.length <= 1 || (appointment.room_id !== null && rooms.includes(appointment.room_id)),
  );
  return { read, appointments, total: read.data?.total ?? 0 };
}
