import type { PortalBookingOptions } from '@clinio/contracts';

/** A clinic's online booking options, for the portal's tests. */
export const BOOKING_OPTIONS: PortalBookingOptions = {
  clinic_name: 'Demo Family Clinic',
  branches: [
    { id: '00000000-0000-4000-8000-0000000000b1', name: 'Main Street', timezone: 'America/New_York' },
  ],
  appointment_types: [{ key: 'consultation', name: 'Consultation', duration_minutes: 30 }],
  providers: [
    {
      id: '00000000-0000-4000-8000-0000000000d1',
      name: 'Dr Maya Chen',
      branch_ids: ['00000000-0000-4000-8000-0000000000b1'],
      appointment_types: ['consultation'],
    },
  ],
  min_notice_minutes: 120,
  max_days_ahead: 90,
  cancel_notice_minutes: 1440,
};
