import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeHelpers } from '../http/route-helpers';
import { fromMap } from '../http/from-map';
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
import { updateAppointmentType } from './types.service';
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
      ...fromMap('listAppointments', { errors: [400, 401, 403] }),
      ...read,
      tags,
      summary:
        'Appointments with any filters: a range [start, end), comma lists of providers, statuses and types, branch, room, patient',
    },
    (ctx, { query }) => listAppointments(ctx, query),
  );

  routes.staff(
    {
      ...fromMap('createAppointment', { errors: [400, 401, 403, 409], status: 201 }),
      permission: 'appointments_create',
      tags,
      summary:
        'Book an appointment or a series: 409 slot_taken / room_taken / booking_conflicts (per occurrence); skip_occurrences books the free ones',
    },
    (ctx, { body }) => createAppointment(ctx, body),
  );

  routes.staff(
    {
      ...fromMap('checkAppointmentConflicts', { errors: [400, 401, 403] }),
      ...read,
      tags,
      summary: 'What one appointment or each occurrence of a series would collide with (nothing is stored)',
    },
    (ctx, { body }) => checkConflicts(ctx, body),
  );

  routes.staff(
    {
      ...fromMap('getAppointment', { errors: [400, 401, 403, 404] }),
      ...read,
      tags,
      summary: 'One appointment (audited as a view)',
    },
    (ctx, { params }) => getAppointment(ctx, params.id),
  );

  routes.staff(
    {
      ...fromMap('updateAppointment', { errors: [400, 401, 403, 404, 409] }),
      permission: 'appointments_update',
      tags,
      summary:
        'Move, resize or change an appointment (scope this / following / all of a series) or take a status step; 409 stale_appointment on an old version',
    },
    (ctx, { params, body }) => updateAppointment(ctx, params.id, body),
  );

  routes.staff(
    {
      ...fromMap('cancelAppointment', { errors: [400, 401, 403, 404, 409] }),
      permission: 'appointments_update',
      tags,
      summary:
        'Cancel an appointment (the row is kept) with a reason; scope this / following / all of a series',
    },
    (ctx, { params, query }) => cancelAppointment(ctx, params.id, query),
  );

  routes.staff(
    {
      ...fromMap('listPatientAppointments', { errors: [400, 401, 403, 404] }),
      ...read,
      tags,
      summary: "A patient's appointments, newest first (the chart's Appointments tab)",
    },
    (ctx, { params, query }) => listPatientAppointments(ctx, params.id, query),
  );

  routes.staff(
    {
      ...fromMap('getSchedulingResources', { errors: [401, 403] }),
      ...read,
      tags,
      summary:
        "The calendar's branches (zone, hours, rooms), providers (branches, types) and types in one read",
    },
    (ctx) => getSchedulingResources(ctx),
  );

  routes.staff(
    {
      ...fromMap('listAppointmentTypes', { errors: [401, 403] }),
      ...read,
      tags,
      summary: "The clinic's appointment types (duration, buffers, colour, online booking, price)",
    },
    (ctx) => listAppointmentTypes(ctx),
  );
  routes.staff(
    {
      ...fromMap('updateAppointmentType', { errors: [400, 401, 403, 404] }),
      permission: 'settings_manage',
      tags,
      summary:
        'Set one of the clinic’s appointment types: name, length, buffers, colour, online booking, price, video, offered',
    },
    (ctx, { params, body }) => updateAppointmentType(ctx, params.key, body),
  );
  routes.staff(
    {
      ...fromMap('getAppointmentWorkflow', { errors: [400, 401, 403, 404] }),
      ...read,
      tags,
      summary:
        "The visit's workflow: its status and the progress of its forms, consents and invoices (404 when it has none)",
    },
    (ctx, { params }) => getAppointmentWorkflow(ctx, params.id),
  );

  routes.staff(
    {
      ...fromMap('updateAppointmentWorkflow', { errors: [400, 401, 403, 404, 409] }),
      permission: 'appointments_update',
      tags,
      summary: 'Start, pause, resume or complete the workflow (spec 4.6); any other step is a 409',
    },
    (ctx, { params, body }) => updateAppointmentWorkflow(ctx, params.id, body),
  );
};
