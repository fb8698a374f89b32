import type { AvailableSlot, PortalBookingOptions } from '@clinio/contracts';

/** The booking form's draft: the slot is `<provider id>|<start instant>` from the availability answer. */
export interface BookingDraft {
  appointment_type: string;
  branch_id: string;
  /** '' = any provider. */
  provider_id: string;
  /** Local date in the branch's zone, YYYY-MM-DD. */
  date: string;
  slot: string;
}

export const ANY_PROVIDER = '';

/** Tomorrow in the viewer's calendar, as YYYY-MM-DD (the clinic's minimum notice usually rules out today). */
export function tomorrow(now: Date = new Date()): string {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${next.getFullYear()}-${pad(next.getMonth() + 1)}-${pad(next.getDate())}`;
}

export function initialDraft(
  options: PortalBookingOptions | null,
  fixed?: { type: string; branch: string },
): BookingDraft {
  return {
    appointment_type: fixed?.type ?? options?.appointment_types[0]?.key ?? '',
    branch_id: fixed?.branch ?? options?.branches[0]?.id ?? '',
    provider_id: ANY_PROVIDER,
    date: tomorrow(),
    slot: '',
  };
}

/** The providers who offer the type at the branch. */
export function providersFor(
  options: PortalBookingOptions,
  draft: Pick<BookingDraft, 'appointment_type' | 'branch_id'>,
) {
  return options.providers.filter(
    (provider) =>
      provider.appointment_types.includes(draft.appointment_type) &&
      provider.branch_ids.includes(draft.branch_id),
  );
}

export const slotKey = (slot: Pick<AvailableSlot, 'provider_id' | 'start_time'>) =>
  `${slot.provider_id}|${slot.start_time}`;

export function parseSlotKey(key: string): { provider_id: string; start_time: string } | null {
  const [provider_id, start_time] = key.split('|');
  if (!provider_id || !start_time) return null;
  return { provider_id, start_time };
}

/** One entry per start time (with "any provider" several providers may be free at once: the first is offered). */
export function distinctTimes(slots: readonly AvailableSlot[]): AvailableSlot[] {
  const seen = new Set<string>();
  return slots.filter((slot) => {
    const start = new Date(slot.start_time).getTime().toString();
    if (seen.has(start)) return false;
    seen.add(start);
    return true;
  });
}
