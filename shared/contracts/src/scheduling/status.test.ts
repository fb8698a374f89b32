import { APPOINTMENT_STATUSES, LIVE_APPOINTMENT_STATUSES } from './appointments';
import { canTransition, checkTransition, STATUS_TRANSITIONS } from './status';

describe('status transitions', () => {
  it('walks the visit forward: booked -> confirmed -> checked_in -> in_progress -> completed', () => {
    const path = ['booked', 'confirmed', 'checked_in', 'in_progress', 'completed'] as const;
    for (let i = 1; i < path.length; i += 1) expect(canTransition(path[i - 1]!, path[i]!)).toBe(true);
  });

  it('never goes backwards along the visit', () => {
    expect(canTransition('confirmed', 'booked')).toBe(false);
    expect(canTransition('in_progress', 'checked_in')).toBe(false);
    expect(canTransition('completed', 'in_progress')).toBe(false);
  });

  it('treats completed and cancelled as final', () => {
    for (const to of APPOINTMENT_STATUSES.filter((s) => s !== 'completed' && s !== 'cancelled')) {
      expect(canTransition('completed', to)).toBe(false);
      expect(canTransition('cancelled', to)).toBe(false);
    }
    expect(checkTransition('cancelled', 'booked')).toEqual({
      ok: false,
      message: 'A cancelled appointment cannot change status.',
    });
  });

  it('cancels before the visit ends but not once it is in progress', () => {
    expect(canTransition('booked', 'cancelled')).toBe(true);
    expect(canTransition('checked_in', 'cancelled')).toBe(true);
    expect(canTransition('in_progress', 'cancelled')).toBe(false);
    expect(checkTransition('in_progress', 'cancelled')).toEqual({
      ok: false,
      message: 'An in progress appointment can only become completed.',
    });
  });

  it('marks a no-show only once the start has passed, and a late arrival checks in from it', () => {
    const start = new Date('2026-03-02T09:00:00Z');
    expect(canTransition('booked', 'no_show', { start, now: new Date('2026-03-02T08:59:00Z') })).toBe(false);
    expect(canTransition('confirmed', 'no_show', { start, now: new Date('2026-03-02T09:10:00Z') })).toBe(
      true,
    );
    expect(canTransition('no_show', 'checked_in')).toBe(true);
    expect(canTransition('no_show', 'completed')).toBe(false);
  });

  it('keeping the status is always allowed, and every target is a status', () => {
    for (const status of APPOINTMENT_STATUSES) {
      expect(canTransition(status, status)).toBe(true);
      for (const to of STATUS_TRANSITIONS[status]) expect(APPOINTMENT_STATUSES).toContain(to);
    }
  });

  it('only live statuses are reachable from the freed ones (which the database then re-checks)', () => {
    for (const freed of ['cancelled', 'no_show'] as const) {
      for (const to of STATUS_TRANSITIONS[freed]) expect(LIVE_APPOINTMENT_STATUSES).toContain(to);
    }
  });
});
