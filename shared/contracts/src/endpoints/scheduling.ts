import { z } from 'zod';
import {
  Appointment,
  AppointmentCancelQuery,
  AppointmentCreate,
  AppointmentListQuery,
  AppointmentPage,
  AppointmentTypeKey,
  AppointmentTypeRecord,
  AppointmentTypeUpdate,
  AppointmentUpdate,
  AvailabilityQuery,
  AvailabilityResponse,
  BookingResult,
  ConflictCheckRequest,
  ConflictCheckResponse,
  SchedulingResources,
} from '../scheduling/appointments';
import { Workflow, WorkflowUpdate } from '../scheduling/workflow';
import { defineEndpoint } from './define-endpoint';
import { uuidParams } from './shapes';

/** Scheduling (issue 11): the spec's appointment calls, availability and the calendar's resources. */
export const SCHEDULING_ENDPOINTS = {
  listAppointments: defineEndpoint({
    method: 'GET',
    path: '/api/appointments/',
    access: 'staff',
    query: AppointmentListQuery,
    response: AppointmentPage,
  }),
  createAppointment: defineEndpoint({
    method: 'POST',
    path: '/api/appointments/',
    access: 'staff',
    body: AppointmentCreate,
    response: BookingResult,
  }),
  checkAppointmentConflicts: defineEndpoint({
    method: 'POST',
    path: '/api/appointments/check-conflicts',
    access: 'staff',
    body: ConflictCheckRequest,
    response: ConflictCheckResponse,
  }),
  getAppointment: defineEndpoint({
    method: 'GET',
    path: '/api/appointments/:id',
    access: 'staff',
    params: uuidParams('id'),
    response: Appointment,
  }),
  updateAppointment: defineEndpoint({
    method: 'PUT',
    path: '/api/appointments/:id',
    access: 'staff',
    params: uuidParams('id'),
    body: AppointmentUpdate,
    response: Appointment,
  }),
  getAppointmentWorkflow: defineEndpoint({
    method: 'GET',
    path: '/api/appointments/:id/workflow',
    access: 'staff',
    params: uuidParams('id'),
    response: Workflow,
  }),
  updateAppointmentWorkflow: defineEndpoint({
    method: 'PUT',
    path: '/api/appointments/:id/workflow',
    access: 'staff',
    params: uuidParams('id'),
    body: WorkflowUpdate,
    response: Workflow,
  }),
  cancelAppointment: defineEndpoint({
    method: 'DELETE',
    path: '/api/appointments/:id',
    access: 'staff',
    params: uuidParams('id'),
    query: AppointmentCancelQuery,
    response: Appointment,
  }),
  listPatientAppointments: defineEndpoint({
    method: 'GET',
    path: '/api/patients/:id/appointments',
    access: 'staff',
    params: uuidParams('id'),
    query: AppointmentListQuery.pick({ skip: true, limit: true, status: true }),
    response: AppointmentPage,
  }),
  getAvailability: defineEndpoint({
    method: 'GET',
    path: '/api/availability',
    access: 'staff',
    query: AvailabilityQuery,
    response: AvailabilityResponse,
  }),
  getSchedulingResources: defineEndpoint({
    method: 'GET',
    path: '/api/scheduling/resources',
    access: 'staff',
    response: SchedulingResources,
  }),
  listAppointmentTypes: defineEndpoint({
    method: 'GET',
    path: '/api/appointment-types',
    access: 'staff',
    response: z.array(AppointmentTypeRecord),
  }),
  updateAppointmentType: defineEndpoint({
    method: 'PUT',
    path: '/api/appointment-types/:key',
    access: 'staff',
    params: z.object({ key: AppointmentTypeKey }),
    body: AppointmentTypeUpdate,
    response: AppointmentTypeRecord,
  }),
};
