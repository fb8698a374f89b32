import type { NotificationInput } from '../notifications/notify';
import { localDateTime } from './offer-email';

/**
 * Staff notifications of bookings made by patients themselves (spec 4.4): the type, provider and
 * time only, never the patient (a notification is not a place for a patient's record).
 */
interface Booked {
  typeName: string;
  providerName: string;
  start: Date;
  timezone: string;
}

export function waitlistBookedNotice(booked: Booked): NotificationInput {
  return {
    title: 'Waitlist slot booked',
    message: `A patient on the waitlist accepted ${booked.typeName} with ${booked.providerName} on ${localDateTime(booked.start, booked.timezone)}.`,
    category: 'appointment',
    priority: 'normal',
  };
}

export function portalBookingNotice(
  booked: Booked & { change: 'booked' | 'rescheduled' | 'cancelled' },
): NotificationInput {
  const when = localDateTime(booked.start, booked.timezone);
  const titles = {
    booked: 'Online booking',
    rescheduled: 'Online reschedule',
    cancelled: 'Online cancellation',
  };
  const verbs = { booked: 'booked', rescheduled: 'moved an appointment to', cancelled: 'cancelled' };
  return {
    title: titles[booked.change],
    message: `A patient ${verbs[booked.change]} ${booked.typeName} with ${booked.providerName} on ${when} from the patient portal.`,
    category: 'appointment',
    priority: booked.change === 'cancelled' ? 'high' : 'normal',
  };
}
