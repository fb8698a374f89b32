import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeHelpers } from '../http/route-helpers';
import { fromMap } from '../http/from-map';
import type { Services } from '../platform/services';
import { listPatientAccess } from './access-log.service';
import { exportStream, prepareExport } from './export';
import { exportPatientFhir } from './fhir.service';
import {
  archivePatient,
  checkDuplicates,
  createPatient,
  erasePatient,
  getPatient,
  listPatients,
  restorePatient,
  updatePatient,
} from './patients.service';
import { getMyContactDetails, listMyRecordAccess, updateMyContactDetails } from './portal.service';

const tags = ['patients'];

/**
 * The clinic's patient records (issue 10, ADR 032): list and search, the chart, create, change,
 * archive, restore and erase, the duplicate check, the access log and the CSV export; and the
 * portal's own contact details and "who viewed my record". Imports and merges are their own
 * modules (./imports, ./merge). Schemas come from the endpoint map (ADR 031); bodies are strict.
 */
export const patientRecordsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const routes = routeHelpers(app, services);
  // Health data is never kept by a browser or proxy cache (quality bar 12).
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  // `/api/patients/` also matches `/api/patients/:id` with an empty id: that is the list's path,
  // so a method it does not serve answers 405 with Allow (the not-found handler), not 401 or 400.
  app.addHook('onRequest', async (request, reply) => {
    const { id } = (request.params ?? {}) as { id?: string };
    if (request.routeOptions.url?.startsWith('/api/patients/:id') === true && id === '') {
      reply.callNotFound();
      return reply;
    }
    return undefined;
  });

  const read = { permission: 'patients_read' } as const;

  routes.staff(
    {
      ...fromMap('listPatients', { errors: [400, 401, 403] }),
      ...read,
      tags,
      summary:
        'Patients: one search box (names in any order, typos, accents; phone; e-mail; date of birth; chart number), filters, pages',
    },
    (ctx, { query }) => listPatients(ctx, query),
  );

  routes.staff(
    {
      ...fromMap('createPatient', { errors: [400, 401, 403, 409], status: 201 }),
      permission: 'patients_create',
      tags,
      summary: 'Add a patient (409 possible_duplicate lists look-alikes unless allow_duplicate is true)',
    },
    (ctx, { body }) => createPatient(ctx, body),
  );

  routes.staff(
    {
      ...fromMap('checkPatientDuplicates', { errors: [400, 401, 403] }),
      ...read,
      tags,
      summary:
        'The duplicate rule on a form being filled in: same birth date and a close name, same phone or e-mail',
    },
    (ctx, { body }) => checkDuplicates(ctx, body),
  );

  routes.staff(
    {
      ...fromMap('exportPatients', { errors: [400, 401, 403, 429], produces: ['text/csv'] }),
      ...read,
      rateLimit: { max: 10, timeWindow: '1 minute' },
      tags,
      summary: 'The filtered list as CSV, streamed (any number of rows, chart number order)',
    },
    async (ctx, { query }, { reply }) => {
      const prepared = await prepareExport(ctx, query);
      const day = new Date().toISOString().slice(0, 10);
      void reply.type('text/csv; charset=utf-8').headers({
        'content-disposition': `attachment; filename="patients-${day}.csv"`,
        'cache-control': 'no-store',
      });
      // The rows are read after this transaction commits, batch by batch, as the client reads.
      return exportStream(services.database, prepared);
    },
  );

  routes.staff(
    {
      ...fromMap('getPatient', { errors: [400, 401, 403, 404] }),
      ...read,
      tags,
      summary: "A patient's chart (audited as a view, or a print with ?purpose=print)",
    },
    (ctx, { params, query }) => getPatient(ctx, params.id, query.purpose),
  );

  routes.staff(
    {
      ...fromMap('exportPatientFhir', {
        errors: [400, 401, 403, 404, 429],
        produces: ['application/fhir+json'],
      }),
      ...read,
      rateLimit: { max: 30, timeWindow: '1 minute' },
      tags,
      summary: 'The record and its appointments as a FHIR R4 Bundle (audited as an export)',
    },
    async (ctx, { params }, { reply }) => {
      void reply.type('application/fhir+json; charset=utf-8').header('cache-control', 'no-store');
      return exportPatientFhir(ctx, params.id);
    },
  );

  routes.staff(
    {
      ...fromMap('updatePatient', { errors: [400, 401, 403, 404] }),
      permission: 'patients_update',
      tags,
      summary: "Change a patient's record (the audit names the fields changed, never their values)",
    },
    (ctx, { params, body }) => updatePatient(ctx, params.id, body),
  );

  routes.staff(
    {
      ...fromMap('archivePatient', { errors: [400, 401, 403, 404] }),
      permission: 'patients_delete',
      tags,
      summary: 'Archive a patient: hidden from the lists, kept for the audit trail, can be restored',
    },
    (ctx, { params }) => archivePatient(ctx, params.id),
  );

  routes.staff(
    {
      ...fromMap('restorePatient', { errors: [400, 401, 403, 404, 409] }),
      permission: 'patients_delete',
      tags,
      summary: 'Restore an archived patient (not one merged into another record)',
    },
    (ctx, { params }) => restorePatient(ctx, params.id),
  );

  routes.staff(
    {
      ...fromMap('erasePatient', { errors: [400, 401, 403, 404, 409, 429] }),
      superAdminOnly: true,
      rateLimit: { max: 20, timeWindow: '1 minute' },
      tags,
      summary:
        'Erase a patient for good (super admin; type the chart number); refused while invoices or signed notes exist',
    },
    (ctx, { params, body }) => erasePatient(ctx, params.id, body.confirm_chart_number),
  );

  routes.staff(
    {
      ...fromMap('listPatientAccess', { errors: [400, 401, 403, 404] }),
      ...read,
      tags,
      summary: "The chart's Access log: who viewed or changed the record, when and from where",
    },
    (ctx, { params, query }) => listPatientAccess(ctx, services.geo, params.id, query),
  );

  routes.patient(
    {
      ...fromMap('getMyContactDetails', { errors: [401, 403] }),
      tags,
      summary: "The signed-in patient's contact details (phone, address, emergency contact)",
    },
    (ctx) => getMyContactDetails(ctx),
  );

  routes.patient(
    {
      ...fromMap('updateMyContactDetails', { errors: [400, 401, 403, 409, 429] }),
      rateLimit: { max: 30, timeWindow: '1 minute' },
      tags,
      summary: "Change the patient's own contact details in every clinic they authorized",
    },
    (ctx, { body }) => updateMyContactDetails(ctx, body),
  );

  routes.patient(
    {
      ...fromMap('listMyRecordAccess', { errors: [400, 401, 403] }),
      tags,
      summary: 'Who viewed my record: the role and the clinic of each read or change, newest first',
    },
    (ctx, { query }) => listMyRecordAccess(ctx, query),
  );
};
