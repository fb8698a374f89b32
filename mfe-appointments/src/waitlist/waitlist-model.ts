import type { PatientSummary, SchedulingResources, WaitlistEntry } from '@clinio/contracts';

/** The waitlist screen's paths (owned by this folder, served under the area's /dashboard/appointments/*). */
export const WAITLIST_PATHS = {
  list: '/dashboard/appointments/waitlist',
  /** The offer e-mail's public page (ADR 040). */
  offer: '/waitlist-offer',
} as const;

export const STATUS_FILTERS = [
  { value: 'waiting,offered', label: 'Waiting or offered' },
  { value: 'booked', label: 'Booked' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'expired', label: 'Window passed' },
  { value: 'waiting,offered,booked,cancelled,expired', label: 'All' },
] as const;

export interface WaitlistDraft {
  patient: PatientSummary | null;
  branch_id: string;
  appointment_type: string;
  /** '' = any provider. */
  provider_id: string;
  /** datetime-local values in the branch's zone: 'YYYY-MM-DDTHH:mm'. */
  window_start: string;
  window_end: string;
  notes: string;
}

/** A `datetime-local` value for `date` in `timeZone`. */
export function localInput(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * The instant of a wall-clock time in `timeZone` ('2026-03-02T09:00' in Europe/London). Two passes
 * of the zone's offset settle it, also across a daylight-saving change.
 */
export function zonedInstant(local: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  let guess = wall;
  for (let pass = 0; pass < 2; pass += 1) {
    const seen = zonedInstantParts(new Date(guess), timeZone);
    guess += wall - seen;
  }
  return new Date(guess);
}

function zonedInstantParts(date: Date, timeZone: string): number {
  const local = localInput(date, timeZone);
  const [day, time] = local.split('T') as [string, string];
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  return Date.UTC(y, mo - 1, d, h, mi);
}

export function initialDraft(resources: SchedulingResources | null, now: Date = new Date()): WaitlistDraft {
  const branch = resources?.branches[0];
  const zone = branch?.timezone ?? 'UTC';
  const start = new Date(now.getTime() + 24 * 3600_000);
  start.setUTCMinutes(0, 0, 0);
  return {
    patient: null,
    branch_id: branch?.id ?? '',
    appointment_type: resources?.appointment_types.find((type) => type.active)?.key ?? '',
    provider_id: '',
    window_start: localInput(start, zone),
    window_end: localInput(new Date(start.getTime() + 14 * 24 * 3600_000), zone),
    notes: '',
  };
}

/** Providers who offer the type and work at the branch. */
export function providersFor(
  resources: SchedulingResources,
  draft: Pick<WaitlistDraft, 'branch_id' | 'appointment_type'>,
) {
  return resources.providers.filter(
    (provider) =>
      provider.branch_ids.includes(draft.branch_id) &&
      provider.appointment_types.includes(draft.appointment_type),
  );
}

/** What the offer column says: the slot, its hold, or nothing yet. */
export function offerSummary(entry: WaitlistEntry): string | null {
  if (entry.offer === null) return null;
  const labels = {
    pending: 'Offered',
    accepted: 'Accepted',
    expired: 'Hold expired',
    declined: 'Declined',
  } as const;
  return `${labels[entry.offer.status]}: ${entry.offer.provider_name}`;
}
