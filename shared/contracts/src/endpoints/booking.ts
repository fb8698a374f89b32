import { z } from 'zod';
import {
  BookingSettings,
  BookingSettingsUpdate,
  CalendarFeed,
  CalendarFeedStatus,
  ManageCancelRequest,
  ManagedBooking,
  ManageRescheduleRequest,
  PublicAvailabilityQuery,
  PublicAvailabilityResponse,
  PublicBookingConfig,
  PublicBookingConfirmation,
  PublicBookingRequest,
} from '../scheduling/booking';
import { defineEndpoint } from './define-endpoint';
import { uuidParams } from './shapes';

const clinicParams = uuidParams('clinicId');

/**
 * Booking from outside (issue 11, ADR 037): the clinic's booking rules, the public embed's calls,
 * the signed cancel and reschedule links of its e-mails, and the providers' iCalendar feeds.
 */
export const BOOKING_ENDPOINTS = {
  getBookingSettings: defineEndpoint({
    method: 'GET',
    path: '/api/booking-settings',
    access: 'staff',
    response: BookingSettings,
  }),
  updateBookingSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/booking-settings',
    access: 'staff',
    body: BookingSettingsUpdate,
    response: BookingSettings,
  }),
  getPublicBookingConfig: defineEndpoint({
    method: 'GET',
    path: '/api/public/booking/:clinicId',
    access: 'public',
    params: clinicParams,
    response: PublicBookingConfig,
  }),
  getPublicAvailability: defineEndpoint({
    method: 'GET',
    path: '/api/public/booking/:clinicId/availability',
    access: 'public',
    params: clinicParams,
    query: PublicAvailabilityQuery,
    response: PublicAvailabilityResponse,
  }),
  createPublicBooking: defineEndpoint({
    method: 'POST',
    path: '/api/public/booking/:clinicId/appointments',
    access: 'public',
    params: clinicParams,
    body: PublicBookingRequest,
    response: PublicBookingConfirmation,
  }),
  getManagedBooking: defineEndpoint({
    method: 'POST',
    path: '/api/public/booking-links/read',
    access: 'public',
    body: ManageCancelRequest,
    response: ManagedBooking,
  }),
  cancelManagedBooking: defineEndpoint({
    method: 'POST',
    path: '/api/public/booking-links/cancel',
    access: 'public',
    body: ManageCancelRequest,
    response: ManagedBooking,
  }),
  confirmManagedBooking: defineEndpoint({
    method: 'POST',
    path: '/api/public/booking-links/confirm',
    access: 'public',
    body: ManageCancelRequest,
    response: ManagedBooking,
  }),
  rescheduleManagedBooking: defineEndpoint({
    method: 'POST',
    path: '/api/public/booking-links/reschedule',
    access: 'public',
    body: ManageRescheduleRequest,
    response: ManagedBooking,
  }),
  getCalendarFeed: defineEndpoint({
    method: 'GET',
    path: '/api/providers/:id/calendar-feed',
    access: 'staff',
    params: uuidParams('id'),
    response: CalendarFeedStatus,
  }),
  createCalendarFeed: defineEndpoint({
    method: 'POST',
    path: '/api/providers/:id/calendar-feed',
    access: 'staff',
    params: uuidParams('id'),
    response: CalendarFeed,
  }),
  revokeCalendarFeed: defineEndpoint({
    method: 'DELETE',
    path: '/api/providers/:id/calendar-feed',
    access: 'staff',
    params: uuidParams('id'),
    response: z.null(),
  }),
  readCalendarFeed: defineEndpoint({
    method: 'GET',
    path: '/api/calendar-feeds/:file',
    access: 'public',
    params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{20,100}\.ics$/, 'Not a feed') }),
  }),
};
