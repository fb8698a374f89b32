import { WEEKDAYS, type OpeningHours, type OpeningHoursUpdate, type Weekday } from '@clinio/contracts';

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** One weekday in the editor: the times stay typed in while the day is switched to closed. */
export interface DayDraft {
  isOpen: boolean;
  open: string;
  close: string;
}
export type HoursDraft = Record<Weekday, DayDraft>;

const DEFAULT_OPEN = '09:00';
const DEFAULT_CLOSE = '17:00';

export function hoursDraftOf(hours: OpeningHours | null): HoursDraft {
  const draft = {} as HoursDraft;
  for (const day of WEEKDAYS) {
    const interval = hours?.[day] ?? null;
    draft[day] = interval
      ? { isOpen: true, open: interval.open, close: interval.close }
      : { isOpen: false, open: DEFAULT_OPEN, close: DEFAULT_CLOSE };
  }
  return draft;
}

/** The request shape: every weekday sent, null when closed. */
export function hoursRequestOf(draft: HoursDraft): OpeningHoursUpdate {
  const request: OpeningHoursUpdate = {};
  for (const day of WEEKDAYS) {
    const { isOpen, open, close } = draft[day];
    request[day] = isOpen ? { open, close } : null;
  }
  return request;
}

const TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** Per weekday, why its times cannot be saved (the server checks the same). */
export function hoursErrorsOf(draft: HoursDraft): Partial<Record<Weekday, string>> {
  const errors: Partial<Record<Weekday, string>> = {};
  for (const day of WEEKDAYS) {
    const { isOpen, open, close } = draft[day];
    if (!isOpen) continue;
    if (!TIME.test(open) || !TIME.test(close)) errors[day] = 'Enter opening and closing times';
    else if (close <= open) errors[day] = 'Closing time must be after opening time';
  }
  return errors;
}

const SHORT: Record<Weekday, string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};

/**
 * 'Mon–Fri 09:00–17:00, Sat 10:00–14:00': runs of consecutive days with the same hours are
 * joined; closed days are left out. 'Closed all week' when no day is open.
 */
export function summarizeHours(hours: OpeningHours): string {
  const runs: { first: Weekday; last: Weekday; label: string }[] = [];
  for (const day of WEEKDAYS) {
    const interval = hours[day];
    const label = interval ? `${interval.open}–${interval.close}` : null;
    const previous = runs.at(-1);
    const previousDay = WEEKDAYS[WEEKDAYS.indexOf(day) - 1];
    if (label !== null && previous?.label === label && previous.last === previousDay) previous.last = day;
    else if (label !== null) runs.push({ first: day, last: day, label });
  }
  if (runs.length === 0) return 'Closed all week';
  return runs
    .map(({ first, last, label }) =>
      first === last ? `${SHORT[first]} ${label}` : `${SHORT[first]}–${SHORT[last]} ${label}`,
    )
    .join(', ');
}
