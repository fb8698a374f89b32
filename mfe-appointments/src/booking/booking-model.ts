import {
  AppointmentCreate,
  type ConflictCheckResponse,
  type Occurrence,
  type PatientSummary,
  type SchedulingResources,
} from '@clinio/contracts';
import type { CheckResult } from '@clinio/platform';
import { addMinutes } from 'date-fns';
import { fromWallDate, parseWall, wallDateKey, wallTimeExists, wallTimeKey } from '../calendar/zone';

export type Branch = SchedulingResources['branches'][number];
export type RepeatKind = 'none' | 'weekly' | 'monthly';

/** The booking dialog's draft: local date and time in the branch's zone, strings as typed. */
export interface BookingDraft {
  patient: PatientSummary | null;
  appointment_type: string;
  provider_id: string;
  room_id: string;
  date: string;
  time: string;
  duration: string;
  notes: string;
  repeat: RepeatKind;
  interval: string;
  ends: 'count' | 'until';
  count: string;
  until: string;
}

export interface DraftStart {
  start: Date;
  end?: Date | undefined;
  providerId?: string | undefined;
  roomId?: string | undefined;
  patient?: PatientSummary | null | undefined;
}

/** A fresh draft for a slot (wall dates) with the first type the provider offers. */
export function newDraft(resources: SchedulingResources, slot: DraftStart): BookingDraft {
  const provider = resources.providers.find((candidate) => candidate.id === slot.providerId);
  const type =
    resources.appointment_types.find(
      (candidate) => candidate.active && (provider?.appointment_types.includes(candidate.key) ?? true),
    ) ?? resources.appointment_types[0];
  const minutes =
    slot.end !== undefined
      ? Math.round((slot.end.getTime() - slot.start.getTime()) / 60_000)
      : (type?.duration_minutes ?? 30);
  return {
    patient: slot.patient ?? null,
    appointment_type: type?.key ?? '',
    provider_id: slot.providerId ?? '',
    room_id: slot.roomId ?? '',
    date: wallDateKey(slot.start),
    time: wallTimeKey(slot.start),
    duration: String(minutes > 0 ? minutes : (type?.duration_minutes ?? 30)),
    notes: '',
    repeat: 'none',
    interval: '1',
    ends: 'count',
    count: '4',
    until: '',
  };
}

type Issue = { path: PropertyKey[]; message: string };

/** Where an issue of the API's request is shown in the dialog. */
function draftField(path: readonly PropertyKey[]): string {
  const [head, next] = path.map(String);
  if (head === 'patient_id') return 'patient';
  if (head === 'start_time') return 'time';
  if (head === 'end_time') return 'duration';
  if (head === 'recurrence') return next === 'until' || next === 'interval' ? next : 'count';
  return head ?? 'time';
}

const wholeNumber = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/**
 * The draft as the API's create request, checked by the API's own schema; issues come back at
 * the dialog's fields. Times are read in the branch's zone: 09:00 is 09:00 there, whatever the
 * browser's zone; a time the clocks skip that day is refused here (ADR 038).
 */
export function checkDraft(draft: BookingDraft, branch: Branch): CheckResult<AppointmentCreate> {
  const issues: Issue[] = [];
  const start = parseWall(draft.date, draft.time);
  const minutes = wholeNumber(draft.duration);
  if (start === null) issues.push({ path: ['time'], message: 'Give a date and a time' });
  else if (!wallTimeExists(start, branch.timezone))
    issues.push({ path: ['time'], message: 'The clocks change at that time on this day: pick another time' });
  if (!(minutes >= 5 && minutes <= 720))
    issues.push({ path: ['duration'], message: 'Give a length between 5 and 720 minutes' });
  if (draft.provider_id === '') issues.push({ path: ['provider_id'], message: 'Choose a provider' });
  if (draft.appointment_type === '') issues.push({ path: ['appointment_type'], message: 'Choose a type' });
  const request = {
    patient_id: draft.patient?.id ?? '',
    provider_id: draft.provider_id,
    branch_id: branch.id,
    room_id: draft.room_id === '' ? null : draft.room_id,
    appointment_type: draft.appointment_type,
    start_time: start === null ? '' : fromWallDate(start, branch.timezone),
    ...(start !== null && minutes > 0
      ? { end_time: fromWallDate(addMinutes(start, minutes), branch.timezone) }
      : {}),
    ...(draft.notes.trim() === '' ? {} : { notes: draft.notes.trim() }),
    ...(draft.repeat === 'none'
      ? {}
      : {
          recurrence: {
            frequency: draft.repeat === 'monthly' ? 'monthly' : 'weekly',
            interval: wholeNumber(draft.interval),
            ...(draft.ends === 'count' ? { count: wholeNumber(draft.count) } : { until: draft.until }),
          },
        }),
  };
  const parsed = AppointmentCreate.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'patient_id' ? 'patient' : draftField(issue.path);
      const message = field === 'patient' ? 'Choose a patient' : issue.message;
      issues.push({ path: [field], message });
    }
  }
  if (draft.repeat !== 'none' && draft.ends === 'until' && start !== null && draft.until <= draft.date)
    issues.push({ path: ['until'], message: 'End the series after its first day' });
  if (issues.length > 0) return { success: false, error: { issues: dedupe(issues) } };
  return parsed;
}

function dedupe(issues: Issue[]): Issue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = String(issue.path[0]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** What the conflict check means for the booking. */
export interface ConflictVerdict {
  /** Occurrences that cannot be booked (provider or room busy, closed, time off): skipped or refused. */
  blocked: Occurrence[];
  /** Occurrences with only warnings staff may confirm (outside hours, patient busy). */
  warned: Occurrence[];
  /** Whether anything at all can be booked. */
  canBook: boolean;
}

export function conflictVerdict(check: ConflictCheckResponse): ConflictVerdict {
  const blocked = check.occurrences.filter((occurrence) =>
    occurrence.conflicts.some((conflict) => !conflict.overridable),
  );
  const warned = check.occurrences.filter(
    (occurrence) =>
      occurrence.conflicts.length > 0 && occurrence.conflicts.every((conflict) => conflict.overridable),
  );
  return { blocked, warned, canBook: blocked.length < check.occurrences.length };
}

/** The create request after the user accepted the check: blocked occurrences skipped, warnings confirmed. */
export function acceptedRequest(request: AppointmentCreate, verdict: ConflictVerdict): AppointmentCreate {
  const skip = verdict.blocked.map((occurrence) => occurrence.index);
  return {
    ...request,
    ...(skip.length > 0 ? { skip_occurrences: skip } : {}),
    ...(verdict.warned.length > 0 ? { allow_outside_hours: true } : {}),
  };
}

/** The providers working at the branch, as select options. */
export function providerOptions(resources: SchedulingResources, branch: Branch) {
  return resources.providers
    .filter((provider) => provider.branch_ids.includes(branch.id))
    .map((provider) => ({ value: provider.id, label: provider.name }));
}

/** The branch's rooms as select options, 'No room' first. */
export function roomOptions(branch: Branch) {
  return [
    { value: '', label: 'No room' },
    ...branch.rooms.map((room) => ({ value: room.id, label: room.name })),
  ];
}
