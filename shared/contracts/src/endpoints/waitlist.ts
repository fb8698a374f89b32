import { AvailabilityResponse } from '../scheduling/appointments';
import {
  PortalAppointment,
  PortalAvailabilityQuery,
  PortalBookingOptions,
  PortalBookRequest,
  PortalRescheduleRequest,
} from '../scheduling/portal-booking';
import {
  WaitlistCreate,
  WaitlistEntry,
  WaitlistListQuery,
  WaitlistOfferToken,
  WaitlistOfferView,
  WaitlistPage,
} from '../scheduling/waitlist';
import { defineEndpoint } from './define-endpoint';
import { uuidParams } from './shapes';

/** The waitlist (staff), its offer links (public) and the portal's self-booking (issue 11, ADR 040). */
export const WAITLIST_ENDPOINTS = {
  listWaitlist: defineEndpoint({
    method: 'GET',
    path: '/api/waitlist',
    access: 'staff',
    query: WaitlistListQuery,
    response: WaitlistPage,
  }),
  createWaitlistEntry: defineEndpoint({
    method: 'POST',
    path: '/api/waitlist',
    access: 'staff',
    body: WaitlistCreate,
    response: WaitlistEntry,
  }),
  cancelWaitlistEntry: defineEndpoint({
    method: 'DELETE',
    path: '/api/waitlist/:id',
    access: 'staff',
    params: uuidParams('id'),
    response: WaitlistEntry,
  }),
  viewWaitlistOffer: defineEndpoint({
    method: 'POST',
    path: '/api/public/waitlist-offers/view',
    access: 'public',
    body: WaitlistOfferToken,
    response: WaitlistOfferView,
  }),
  acceptWaitlistOffer: defineEndpoint({
    method: 'POST',
    path: '/api/public/waitlist-offers/accept',
    access: 'public',
    body: WaitlistOfferToken,
    response: WaitlistOfferView,
  }),
  declineWaitlistOffer: defineEndpoint({
    method: 'POST',
    path: '/api/public/waitlist-offers/decline',
    access: 'public',
    body: WaitlistOfferToken,
    response: WaitlistOfferView,
  }),
};

/** The portal's own bookings, under the patient's record (only their own linked records). */
export const PORTAL_BOOKING_ENDPOINTS = {
  getMyBookingOptions: defineEndpoint({
    method: 'GET',
    path: '/api/patients/:patient_id/my-appointments/options',
    access: 'patient',
    params: uuidParams('patient_id'),
    response: PortalBookingOptions,
  }),
  getMyAvailability: defineEndpoint({
    method: 'GET',
    path: '/api/patients/:patient_id/my-appointments/availability',
    access: 'patient',
    params: uuidParams('patient_id'),
    query: PortalAvailabilityQuery,
    response: AvailabilityResponse,
  }),
  bookMyAppointment: defineEndpoint({
    method: 'POST',
    path: '/api/patients/:patient_id/my-appointments',
    access: 'patient',
    params: uuidParams('patient_id'),
    body: PortalBookRequest,
    response: PortalAppointment,
  }),
  rescheduleMyAppointment: defineEndpoint({
    method: 'PUT',
    path: '/api/patients/:patient_id/my-appointments/:id',
    access: 'patient',
    params: uuidParams('patient_id', 'id'),
    body: PortalRescheduleRequest,
    response: PortalAppointment,
  }),
  cancelMyAppointment: defineEndpoint({
    method: 'DELETE',
    path: '/api/patients/:patient_id/my-appointments/:id',
    access: 'patient',
    params: uuidParams('patient_id', 'id'),
    response: PortalAppointment,
  }),
};
