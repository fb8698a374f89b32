import type { ConflictCheckResponse } from '@clinio/contracts';
import { canCancel, statusActions } from '../panel/status-actions';
import { BRANCH, DR_LEE, PATIENT, RESOURCES, ROOM_1 } from '../testing/fixtures';
import { acceptedRequest, checkDraft, conflictVerdict, newDraft, type BookingDraft } from './booking-model';

const slot = { start: new Date(2026, 2, 9, 9, 0), end: new Date(2026, 2, 9, 9, 45), providerId: DR_LEE };
const draft = (changes: Partial<BookingDraft> = {}): BookingDraft => ({
  ...newDraft(RESOURCES, slot),
  patient: PATIENT,
  ...changes,
});
const issuesOf = (changes: Partial<BookingDraft>): Record<string, string> => {
  const result = checkDraft(draft(changes), BRANCH);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

describe('the booking draft', () => {
  it("starts from the slot: its time, length and column, the provider's first type", () => {
    expect(newDraft(RESOURCES, slot)).toMatchObject({
      date: '2026-03-09',
      time: '09:00',
      duration: '45',
      provider_id: DR_LEE,
      appointment_type: 'consultation',
      repeat: 'none',
    });
  });

  it("becomes the API's request with the branch zone's offsets (New York, after the March change)", () => {
    const result = checkDraft(draft({ room_id: ROOM_1, notes: ' Bring scans ' }), BRANCH);
    expect(result.success && result.data).toEqual({
      patient_id: PATIENT.id,
      provider_id: DR_LEE,
      branch_id: BRANCH.id,
      room_id: ROOM_1,
      appointment_type: 'consultation',
      start_time: '2026-03-09T09:00:00-04:00',
      end_time: '2026-03-09T09:45:00-04:00',
      notes: 'Bring scans',
    });
  });

  it('carries the repeat rule: every 2 weeks, 6 times; monthly until a date', () => {
    const weekly = checkDraft(draft({ repeat: 'weekly', interval: '2', count: '6' }), BRANCH);
    expect(weekly.success && weekly.data.recurrence).toEqual({ frequency: 'weekly', interval: 2, count: 6 });
    const monthly = checkDraft(draft({ repeat: 'monthly', ends: 'until', until: '2026-09-30' }), BRANCH);
    expect(monthly.success && monthly.data.recurrence).toEqual({
      frequency: 'monthly',
      interval: 1,
      until: '2026-09-30',
    });
  });

  it('puts each problem at its field and sends nothing', () => {
    expect(issuesOf({ patient: null })).toEqual({ patient: 'Choose a patient' });
    expect(issuesOf({ time: '' })).toEqual({ time: 'Give a date and a time' });
    expect(issuesOf({ duration: '0' })).toEqual({ duration: 'Give a length between 5 and 720 minutes' });
    expect(issuesOf({ provider_id: '' })).toMatchObject({ provider_id: 'Choose a provider' });
    expect(issuesOf({ repeat: 'weekly', count: '200' })).toHaveProperty('count');
    expect(issuesOf({ repeat: 'weekly', ends: 'until', until: '2026-03-01' })).toHaveProperty('until');
  });

  it('refuses a time the clocks skip at the branch (02:30 on 8 March in New York)', () => {
    expect(issuesOf({ date: '2026-03-08', time: '02:30' })).toEqual({
      time: 'The clocks change at that time on this day: pick another time',
    });
  });
});

const occurrence = (
  index: number,
  kinds: { kind: 'provider_busy' | 'outside_hours'; overridable: boolean }[],
) => ({
  index,
  start_time: `2026-03-${String(8 + index).padStart(2, '0')}T09:00:00-04:00`,
  end_time: `2026-03-${String(8 + index).padStart(2, '0')}T09:30:00-04:00`,
  conflicts: kinds.map(({ kind, overridable }) => ({
    kind,
    overridable,
    message: kind,
    appointment_id: null,
  })),
});

describe('what the conflict check means', () => {
  const check: ConflictCheckResponse = {
    has_conflicts: true,
    occurrences: [
      occurrence(1, []),
      occurrence(2, [{ kind: 'provider_busy', overridable: false }]),
      occurrence(3, [{ kind: 'outside_hours', overridable: true }]),
    ],
  };

  it('skips the occurrences that cannot be booked and confirms the warnings', () => {
    const verdict = conflictVerdict(check);
    expect(verdict.blocked.map((item) => item.index)).toEqual([2]);
    expect(verdict.warned.map((item) => item.index)).toEqual([3]);
    expect(verdict.canBook).toBe(true);
    const request = checkDraft(draft({ repeat: 'weekly', count: '3' }), BRANCH);
    if (!request.success) throw new Error('draft should be valid');
    expect(acceptedRequest(request.data, verdict)).toMatchObject({
      skip_occurrences: [2],
      allow_outside_hours: true,
    });
  });

  it('books nothing when the one appointment collides', () => {
    const single = conflictVerdict({
      has_conflicts: true,
      occurrences: [occurrence(1, [{ kind: 'provider_busy', overridable: false }])],
    });
    expect(single.canBook).toBe(false);
  });
});

describe('status actions', () => {
  it('offers only the allowed moves', () => {
    expect(statusActions('booked').map((action) => action.label)).toEqual([
      'Confirm',
      'Check in',
      'Mark no-show',
    ]);
    expect(statusActions('checked_in').map((action) => action.label)).toEqual(['Start']);
    expect(statusActions('in_progress').map((action) => action.label)).toEqual(['Complete']);
    expect(statusActions('completed')).toEqual([]);
    expect([canCancel('confirmed'), canCancel('in_progress'), canCancel('cancelled')]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
