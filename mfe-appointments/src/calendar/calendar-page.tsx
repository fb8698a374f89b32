import { HStack, Text } from '@chakra-ui/react';
import type { Appointment } from '@clinio/contracts';
import { Button, ConfirmDialog, EmptyState, Notice, Pager, QueryState, useT } from '@clinio/design-system';
import { useEndpointQuery, useListParams, useRemote } from '@clinio/platform';
import { format } from 'date-fns';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { BookingDialog } from '../booking/booking-dialog';
import type { DraftStart } from '../booking/booking-model';
import { useAccess } from '../common/access';
import { AppointmentRows } from '../common/appointment-rows';
import { PageBody } from '../common/page';
import { AppointmentPanel } from '../panel/appointment-panel';
import { RescheduleDialog } from '../panel/reschedule-dialog';
import { WAITLIST_PATHS } from '../waitlist/waitlist-model';
import { CalendarFilters } from './calendar-filters';
import { CalendarGrid, toCalendarEvent, type CalendarEvent } from './calendar-grid';
import { moveAppointment, type MoveChanges } from './move';
import { readTabOrder, writeTabOrder } from './tab-order';
import { chosenBranch, useCalendarAppointments } from './use-calendar-data';
import {
  CALENDAR_LIST,
  joinIds,
  readCalendarState,
  shownDay,
  stepDay,
  wallRange,
  type CalendarView,
} from './view-state';
import { ViewTabs } from './view-tabs';
import { fromWallDate, toWallDate, wallDateKey } from './zone';
import { catalog } from '../catalog';

type Message = { tone: 'success' | 'error'; text: string };

/** The next quarter hour on the branch's clock. */
function nextQuarter(timeZone: string): Date {
  const now = toWallDate(new Date(), timeZone);
  const minutes = Math.ceil((now.getMinutes() + 1) / 15) * 15;
  return new Date(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours(), minutes);
}

/** `/dashboard/appointments`: the calendar (day, week, month, list), booking, moving, the panel. */
export function CalendarPage() {
  const t = useT(catalog);
  const { auth, api } = useRemote();
  const { can } = useAccess();
  const list = useListParams(CALENDAR_LIST);
  const state = readCalendarState(list.query);
  const userId = auth.user?.id ?? null;
  const [order, setOrder] = useState(() => readTabOrder(userId));
  const view: CalendarView = state.view ?? order[0] ?? 'week';
  const resources = useEndpointQuery('getSchedulingResources', {});
  const branch = chosenBranch(resources.data, state.branchId, auth.branchId);
  const day = branch === null ? null : shownDay(state, branch.timezone);
  const { read, appointments, total } = useCalendarAppointments(branch, state, view, day);
  const [booking, setBooking] = useState<DraftStart | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [rescheduling, setRescheduling] = useState<Appointment | null>(null);
  const [pendingMove, setPendingMove] = useState<{
    appointment: Appointment;
    changes: MoveChanges;
    message: string;
  } | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const mayBook = can('appointments_create');

  // Spec 2.5's New Appointment quick action lands here with ?action=new, from any screen.
  const wantsNew = new URLSearchParams(location.search).get('action') === 'new';
  const timeZone = branch?.timezone ?? null;
  const quickSlot = useMemo(
    () => (wantsNew && mayBook && timeZone !== null ? { start: nextQuarter(timeZone) } : null),
    [wantsNew, mayBook, timeZone],
  );
  const bookingSlot = booking ?? quickSlot;
  function closeBooking() {
    setBooking(null);
    if (!wantsNew) return;
    const params = new URLSearchParams(location.search);
    params.delete('action');
    const search = params.toString();
    void navigate({ search: search === '' ? '' : `?${search}` }, { replace: true });
  }

  const columns = useMemo(() => {
    if (resources.data === null || branch === null) return [];
    if (state.columns === 'room')
      return branch.rooms
        .filter((room) => state.roomIds.length === 0 || state.roomIds.includes(room.id))
        .map((room) => ({ id: room.id, title: room.name }));
    return resources.data.providers
      .filter((provider) => provider.branch_ids.includes(branch.id))
      .filter((provider) => state.providerIds.length === 0 || state.providerIds.includes(provider.id))
      .map((provider) => ({ id: provider.id, title: provider.name }));
  }, [resources.data, branch, state.columns, state.roomIds, state.providerIds]);
  const events = useMemo(
    () => appointments.map((item) => toCalendarEvent(item, state.columns)),
    [appointments, state.columns],
  );
  const typeNames = useMemo(
    () => new Map((resources.data?.appointment_types ?? []).map((type) => [type.key, type.name])),
    [resources.data],
  );
  const opened = appointments.find((item) => item.id === openId) ?? null;

  function chooseView(next: CalendarView) {
    list.setFilters({ view: next });
  }
  function reorder(next: CalendarView[]) {
    setOrder(next);
    writeTabOrder(userId, next);
  }
  async function runMove(appointment: Appointment, changes: MoveChanges, confirmed: boolean) {
    const outcome = await moveAppointment(api, appointment, changes, { confirmed });
    if (outcome.kind === 'confirm') {
      setPendingMove({ appointment, changes, message: outcome.message });
      return;
    }
    setMessage(
      outcome.kind === 'saved'
        ? { tone: 'success', text: `Moved ${appointment.patient_name}.` }
        : { tone: 'error', text: outcome.message },
    );
    read.reload();
  }
  function onMove({
    event,
    start,
    end,
    resourceId,
  }: {
    event: CalendarEvent;
    start: Date;
    end: Date;
    resourceId: string | null;
  }) {
    if (branch === null) return;
    const changes: MoveChanges = {
      start_time: fromWallDate(start, branch.timezone),
      end_time: fromWallDate(end, branch.timezone),
      ...(resourceId !== null && state.columns === 'provider' ? { provider_id: resourceId } : {}),
      ...(resourceId !== null && state.columns === 'room' ? { room_id: resourceId } : {}),
    };
    runMove(event.appointment, changes, false).catch((error: unknown) =>
      setMessage({ tone: 'error', text: error instanceof Error ? error.message : 'The move failed.' }),
    );
  }
  function onSlot(slot: { start: Date; end: Date; resourceId: string | null }) {
    if (!mayBook || branch === null) return;
    const isWholeDay = slot.end.getTime() - slot.start.getTime() >= 24 * 3_600_000 || view === 'month';
    const start = isWholeDay
      ? new Date(slot.start.getFullYear(), slot.start.getMonth(), slot.start.getDate(), 9)
      : slot.start;
    setBooking({
      start,
      ...(isWholeDay ? {} : { end: slot.end }),
      providerId: state.columns === 'provider' ? (slot.resourceId ?? undefined) : undefined,
      roomId: state.columns === 'room' ? (slot.resourceId ?? undefined) : undefined,
    });
  }

  const rangeLabel =
    day === null
      ? ''
      : view === 'day'
        ? format(day, 'EEEE d MMMM yyyy')
        : view === 'month'
          ? format(day, 'MMMM yyyy')
          : `${format(wallRange(view, day).start, 'd MMM')} – ${format(new Date(wallRange(view, day).end.getTime() - 1), 'd MMM yyyy')}`;

  return (
    <PageBody
      title={t('calendar.title')}
      actions={
        <HStack gap="2">
          <Button variant="outline" onClick={() => void navigate(WAITLIST_PATHS.list)}>
            {t('calendar.waitlist')}
          </Button>
          {mayBook && branch !== null ? (
            <Button onClick={() => setBooking({ start: nextQuarter(branch.timezone) })}>
              {t('calendar.new')}
            </Button>
          ) : null}
        </HStack>
      }
    >
      <QueryState
        query={resources}
        hasData={resources.data !== null}
        label={t('calendar.loading')}
        isEmpty={resources.data !== null && branch === null}
        empty={<EmptyState title={t('calendar.noBranches')} message={t('calendar.noBranchesHint')} />}
      >
        {resources.data !== null && branch !== null && day !== null ? (
          <>
            <CalendarFilters
              resources={resources.data}
              branch={branch}
              state={state}
              onBranch={(id) => list.setFilters({ branch: id, providers: '', rooms: '' })}
              onChoose={(filter, ids) => list.setFilters({ [filter]: joinIds(ids) })}
            />
            <HStack justify="space-between" wrap="wrap" gap="3" mb="3">
              <HStack gap="2" wrap="wrap">
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('calendar.previous')}
                  onClick={() => list.setFilters({ date: stepDay(view, day, -1) })}
                >
                  ‹
                </Button>
                <Button size="sm" variant="outline" onClick={() => list.setFilters({ date: '' })}>
                  {t('calendar.today')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('calendar.next')}
                  onClick={() => list.setFilters({ date: stepDay(view, day, 1) })}
                >
                  ›
                </Button>
                <Text as="h2" fontWeight="semibold" aria-live="polite">
                  {rangeLabel}
                </Text>
              </HStack>
              <HStack gap="2" wrap="wrap">
                <ViewTabs order={order} view={view} onView={chooseView} onReorder={reorder} />
                {view === 'day' || view === 'week' ? (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() =>
                      list.setFilters({ columns: state.columns === 'room' ? 'provider' : 'room' })
                    }
                  >
                    {state.columns === 'room' ? t('calendar.columnsRooms') : t('calendar.columnsProviders')}
                  </Button>
                ) : null}
              </HStack>
            </HStack>
            <Text fontSize="sm" color="fg.muted" mb="2">
              {t('calendar.zone', { branch: branch.name, zone: branch.timezone })}
            </Text>
            {message !== null ? (
              <Notice tone={message.tone}>
                <Text>{message.text}</Text>
              </Notice>
            ) : null}
            <QueryState
              query={read}
              hasData={read.data !== null}
              label={t('calendar.loadingAppointments')}
              isEmpty={view === 'list' && appointments.length === 0}
              empty={<EmptyState title={t('calendar.none')} message={t('calendar.noneHint')} />}
            >
              {view === 'list' ? (
                <>
                  <AppointmentRows
                    appointments={appointments}
                    show="patient"
                    typeNames={typeNames}
                    onOpen={(item) => setOpenId(item.id)}
                    label={t('calendar.list')}
                  />
                  <Pager
                    page={state.page}
                    pageSize={CALENDAR_LIST.pageSize}
                    total={total}
                    noun="appointments"
                    onPage={list.setPage}
                  />
                </>
              ) : (
                <CalendarGrid
                  view={view}
                  day={day}
                  branch={branch}
                  events={events}
                  columns={columns}
                  types={resources.data.appointment_types}
                  onSelectSlot={onSlot}
                  onSelectEvent={(event) => setOpenId(event.appointment.id)}
                  onMove={onMove}
                  onShowDay={(date) => list.setFilters({ view: 'day', date: wallDateKey(date) })}
                />
              )}
            </QueryState>
            {bookingSlot !== null ? (
              <BookingDialog
                resources={resources.data}
                branch={branch}
                slot={bookingSlot}
                onClose={closeBooking}
                onBooked={(result) => {
                  closeBooking();
                  const skipped = result.series?.skipped.length ?? 0;
                  setMessage({
                    tone: 'success',
                    text: `Booked ${result.appointment.patient_name}${result.series ? `: ${result.series.booked} appointments${skipped > 0 ? `, ${skipped} skipped` : ''}` : ''}.`,
                  });
                  read.reload();
                }}
              />
            ) : null}
            {opened !== null ? (
              <AppointmentPanel
                appointment={opened}
                resources={resources.data}
                onClose={() => setOpenId(null)}
                onChanged={read.reload}
                onReschedule={(item) => {
                  setOpenId(null);
                  setRescheduling(item);
                }}
              />
            ) : null}
            {rescheduling !== null ? (
              <RescheduleDialog
                appointment={rescheduling}
                branch={branch}
                resources={resources.data}
                onClose={() => setRescheduling(null)}
                onMoved={() => {
                  setRescheduling(null);
                  read.reload();
                }}
              />
            ) : null}
            <ConfirmDialog
              isOpen={pendingMove !== null}
              title={t('calendar.outsideTitle')}
              message={pendingMove?.message ?? ''}
              confirmLabel={t('calendar.moveAnyway')}
              pendingLabel={t('calendar.moving')}
              isDestructive={false}
              onConfirm={() =>
                pendingMove === null
                  ? Promise.resolve()
                  : runMove(pendingMove.appointment, pendingMove.changes, true)
              }
              onDone={() => setPendingMove(null)}
              onClose={() => setPendingMove(null)}
            />
          </>
        ) : null}
      </QueryState>
    </PageBody>
  );
}
