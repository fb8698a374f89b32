import { ENDPOINTS as E } from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/error-responses';
import { routeHelpers } from '../http/route-helpers';
import type { Services } from '../platform/services';
import './appointments.merge';
import { checkConflicts, createAppointment } from './booking.service';
import {
  getAppointment,
  getSchedulingResources,
  listAppointments,
  listAppointmentTypes,
  listPatientAppointments,
} from './read.service';
import { cancelAppointment, updateAppointment } from './update.service';
import { getAppointmentWorkflow, updateAppointmentWorkflow } from './workflow.service';

const tags = ['appointments'];

/**
 * The clinic's appointments (issue 11, ADR 036): the calendar's list with any filters, booking one
 * appointment or a series (every occurrence checked, all or nothing), the conflict check, changes
 * with an optimistic version and series scopes, cancelling (the row stays), a patient's
 * appointments, the calendar's resources and the appointment types. Schemas come from the endpoint
 * map (ADR 031); bodies are strict.
 */
export const appointmentsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const routes = routeHelpers(app, services);
  // Appointments are health data: never kept by a browser or proxy cache (quality bar 12).
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  // `/api/appointments/` also matches `/api/appointments/:id` with an empty id: that is the
  // list's path, so a method it does not serve answers 405 (the not-found handler).
  app.addHook('onRequest', async (request, reply) => {
    const { id } = (request.params ?? {}) as { id?: string };
    if (request.routeOptions.url?.startsWith('/api/appointments/:id') === true && id === '') {
      reply.callNotFound();
      return reply;
    }
    return undefined;
  });

  const read = { permission: 'appointments_read' } as const;

  routes.staff(
    {
      method: 'GET',
      url: E.listAppointments.path,
      ...read,
      operationId: 'listAppointments',
      tags,
      summary:
        'Appointments with any filters: a range [start, end), comma lists of providers, statuses and types, branch, room, patient',
      schema: {
        querystring: E.listAppointments.query,
        response: { 200: E.listAppointments.response, ...errorResponses(400, 401, 403) },
      },
    },
    (ctx, { query }) => listAppointments(ctx, query),
  );

  routes.staff(
    {
      method: 'POST',
      url: E.createAppointment.path,
      permission: 'appointments_create',
      status: 201,
      operationId: 'createAppointment',
      tags,
      summary:
        'Book an appointment or a series: 409 slot_taken / room_taken / booking_conflicts (per occurrence); skip_occurrences books the free ones',
      schema: {
        body: E.createAppointment.body,
        response: { 201: E.createAppointment.response, ...errorResponses(400, 401, 403, 409) },
      },
    },
    (ctx, { body }) => createAppointment(ctx, body),
  );

  routes.staff(
    {
      method: 'POST',
      url: E.checkAppointmentConflicts.path,
      ...read,
      operationId: 'checkAppointmentConflicts',
      tags,
      summary: 'What one appointment or each occurrence of a series would collide with (nothing is stored)',
      schema: {
        body: E.checkAppointmentConflicts.body,
        response: { 200: E.checkAppointmentConflicts.response, ...errorResponses(400, 401, 403) },
      },
    },
    (ctx, { body }) => checkConflicts(ctx, body),
  );

  routes.staff(
    {
      method: 'GET',
      url: E.getAppointment.path,
      ...read,
      operationId: 'getAppointment',
      tags,
      summary: 'One appointment (audited as a view)',
      schema: {
        params: E.getAppointment.params,
        response: { 200: E.getAppointment.response, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (ctx, { params }) => getAppointment(ctx, params.id),
  );

  routes.staff(
    {
      method: 'PUT',
      url: E.updateAppointment.path,
      permission: 'appointments_update',
      operationId: 'updateAppointment',
      tags,
      summary:
        'Move, resize or change an appointment (scope this / following / all of a series) or take a status step; 409 stale_appointment on an old version',
      schema: {
        params: E.updateAppointment.params,
        body: E.updateAppointment.body,
        response: { 200: E.updateAppointment.response, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (ctx, { params, body }) => updateAppointment(ctx, params.id, body),
  );

  routes.staff(
    {
      method: 'DELETE',
      url: E.cancelAppointment.path,
      permission: 'appointments_update',
      operationId: 'cancelAppointment',
      tags,
      summary:
        'Cancel an appointment (the row is kept) with a reason; scope this / following / all of a series',
      schema: {
        params: E.cancelAppointment.params,
        querystring: E.cancelAppointment.query,
        response: { 200: E.cancelAppointment.response, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (ctx, { params, query }) => cancelAppointment(ctx, params.id, query),
  );

  routes.staff(
    {
      method: 'GET',
      url: E.listPatientAppointments.path,
      ...read,
      operationId: 'listPatientAppointments',
      tags,
      summary: "A patient's appointments, newest first (the chart's Appointments tab)",
      schema: {
        params: E.listPatientAppointments.params,
        querystring: E.listPatientAppointments.query,
        response: { 200: E.listPatientAppointments.response, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (ctx, { params, query }) => listPatientAppointments(ctx, params.id, query),
  );

  routes.staff(
    {
      method: 'GET',
      url: E.getSchedulingResources.path,
      ...read,
      operationId: 'getSchedulingResources',
      tags,
      summary:
        "The calendar's branches (zone, hours, rooms), providers (branches, types) and types in one read",
      schema: { response: { 200: E.getSchedulingResources.response, ...errorResponses(401, 403) } },
    },
    (ctx) => getSchedulingResources(ctx),
  );

  routes.staff(
    {
      method: 'GET',
      url: E.listAppointmentTypes.path,
      ...read,
      operationId: 'listAppointmentTypes',
      tags,
      summary: "The clinic's appointment types (duration, buffers, colour, online booking, price)",
      schema: { response: { 200: E.listAppointmentTypes.response, ...errorResponses(401, 403) } },
    },
    (ctx) => listAppointmentTypes(ctx),
  );
  routes.staff(
    {
      method: 'GET',
      url: E.getAppointmentWorkflow.path,
      ...read,
      operationId: 'getAppointmentWorkflow',
      tags,
      summary:
        "The visit's workflow: its status and the progress of its forms, consents and invoices (404 when it has none)",
      schema: {
        params: E.getAppointmentWorkflow.params,
        response: { 200: E.getAppointmentWorkflow.response, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (ctx, { params }) => getAppointmentWorkflow(ctx, params.id),
  );

  routes.staff(
    {
      method: 'PUT',
      url: E.updateAppointmentWorkflow.path,
      permission: 'appointments_update',
      operationId: 'updateAppointmentWorkflow',
      tags,
      summary: 'Start, pause, resume or complete the workflow (spec 4.6); any other step is a 409',
      schema: {
        params: E.updateAppointmentWorkflow.params,
        body: E.updateAppointmentWorkflow.body,
        response: { 200: E.updateAppointmentWorkflow.response, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (ctx, { params, body }) => updateAppointmentWorkflow(ctx, params.id, body),
  );
};
