import { apiError, createMockApi } from '@clinio/platform/testing';
import { appointment } from '../testing/fixtures';
import { STALE_MESSAGE, moveAppointment } from './move';

const changes = { start_time: '2026-03-09T14:00:00-04:00', end_time: '2026-03-09T14:30:00-04:00' };
const occurrence = (kind: 'provider_busy' | 'outside_hours', overridable: boolean) => ({
  has_conflicts: true,
  occurrences: [
    {
      index: 1,
      ...changes,
      conflicts: [{ kind, overridable, message: `${kind} message`, appointment_id: null }],
    },
  ],
});
const updates = (api: ReturnType<typeof createMockApi>) =>
  api.calls.filter((call) => call.endpoint === 'updateAppointment');

it('checks first and saves with the version read', async () => {
  const api = createMockApi()
    .on('checkAppointmentConflicts', () => ({ has_conflicts: false, occurrences: [] }))
    .on('updateAppointment', () => appointment({ version: 4 }));
  const outcome = await moveAppointment(api, appointment({ version: 3 }), changes);
  expect(outcome.kind).toBe('saved');
  expect(updates(api)[0]?.body).toMatchObject({ ...changes, version: 3, scope: 'this' });
  expect(updates(api)[0]?.body).not.toHaveProperty('allow_outside_hours');
});

it('refuses a move onto a busy provider and saves nothing', async () => {
  const api = createMockApi().on('checkAppointmentConflicts', () => occurrence('provider_busy', false));
  expect(await moveAppointment(api, appointment(), changes)).toEqual({
    kind: 'refused',
    message: 'Not moved: provider_busy message',
  });
  expect(updates(api)).toEqual([]);
});

it('asks to confirm outside hours, then saves with the warning accepted', async () => {
  const api = createMockApi()
    .on('checkAppointmentConflicts', () => occurrence('outside_hours', true))
    .on('updateAppointment', () => appointment());
  expect((await moveAppointment(api, appointment(), changes)).kind).toBe('confirm');
  expect(updates(api)).toEqual([]);
  expect((await moveAppointment(api, appointment(), changes, { confirmed: true })).kind).toBe('saved');
  expect(updates(api)[0]?.body).toMatchObject({ allow_outside_hours: true });
});

it('says clearly when someone else changed it meanwhile, and when the time was taken in a race', async () => {
  const stale = createMockApi()
    .on('checkAppointmentConflicts', () => ({ has_conflicts: false, occurrences: [] }))
    .on('updateAppointment', () => {
      throw apiError(409, { detail: 'Changed meanwhile', code: 'stale_appointment' });
    });
  expect(await moveAppointment(stale, appointment(), changes)).toEqual({
    kind: 'stale',
    message: STALE_MESSAGE,
  });
  const race = createMockApi()
    .on('checkAppointmentConflicts', () => ({ has_conflicts: false, occurrences: [] }))
    .on('updateAppointment', () => {
      throw apiError(409, { detail: 'This time is no longer available.', code: 'slot_taken' });
    });
  expect(await moveAppointment(race, appointment(), changes)).toEqual({
    kind: 'refused',
    message: 'Not moved: This time is no longer available.',
  });
});
