import { ENDPOINTS as E } from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/error-responses';
import { routeHelpers } from '../http/route-helpers';
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
      method: 'GET',
      url: E.listPatients.path,
      ...read,
      operationId: 'listPatients',
      tags,
      summary:
        'Patients: one search box (names in any order, typos, accents; phone; e-mail; date of birth; chart number), filters, pages',
      schema: {
        querystring: E.listPatients.query,
        response: { 200: E.listPatients.response, ...errorResponses(400, 401, 403) },
      },
    },
    (ctx, { query }) => listPatients(ctx, query),
  );

  routes.staff(
    {
      method: 'POST',
      url: E.createPatient.path,
      permission: 'patients_create',
      status: 201,
      operationId: 'createPatient',
      tags,
      summary: 'Add a patient (409 possible_duplicate lists look-alikes unless allow_duplicate is true)',
      schema: {
        // Strict: tenant_id, id, chart_number or any other unknown key is refused (quality bar 2).
        body: E.createPatient.body.strict(),
        response: { 201: E.createPatient.response, ...errorResponses(400, 401, 403, 409) },
      },
    },
    (ctx, { body }) => createPatient(ctx, body),
  );

  routes.staff(
    {
      method: 'POST',
      url: E.checkPatientDuplicates.path,
      ...read,
      operationId: 'checkPatientDuplicates',
      tags,
      summary:
        'The duplicate rule on a form being filled in: same birth date and a close name, same phone or e-mail',
      schema: {
        body: E.checkPatientDuplicates.body.strict(),
        response: { 200: E.checkPatientDuplicates.response, ...errorResponses(400, 401, 403) },
      },
    },
    (ctx, { body }) => checkDuplicates(ctx, body),
  );

  routes.staff(
    {
      method: 'GET',
      url: E.exportPatients.path,
      ...read,
      rateLimit: { max: 10, timeWindow: '1 minute' },
      operationId: 'exportPatients',
      tags,
      summary: 'The filtered list as CSV, streamed (any number of rows, chart number order)',
      schema: {
        produces: ['text/csv'],
        querystring: E.exportPatients.query,
        response: errorResponses(400, 401, 403, 429),
      },
    },
    async (ctx, { query }, { reply }) => {
      const prepared = await prepareExport(ctx, query);
      const day = new Date().toISOString().slice(0, 10);
      void reply.type('text/csv; charset=utf-8').headers({
        'content-disposition': `attachment; filename="patients-${day}.csv"`,
        'cache-control': 'no-store',
      });
      // The rows are read after this transaction commits, batch by batch, as the client reads.
      return exportStream(services.database, prepared) as never;
    },
  );

  routes.staff(
    {
      method: 'GET',
      url: E.getPatient.path,
      ...read,
      operationId: 'getPatient',
      tags,
      summary: "A patient's chart (audited as a view, or a print with ?purpose=print)",
      schema: {
        params: E.getPatient.params,
        querystring: E.getPatient.query,
        response: { 200: E.getPatient.response, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (ctx, { params, query }) => getPatient(ctx, params.id, query.purpose),
  );

  routes.staff(
    {
      method: 'GET',
      url: E.exportPatientFhir.path,
      ...read,
      rateLimit: { max: 30, timeWindow: '1 minute' },
      operationId: 'exportPatientFhir',
      tags,
      summary: 'The record and its appointments as a FHIR R4 Bundle (audited as an export)',
      schema: {
        produces: ['application/fhir+json'],
        params: E.exportPatientFhir.params,
        response: { 200: E.exportPatientFhir.response, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (ctx, { params }, { reply }) => {
      void reply.type('application/fhir+json; charset=utf-8').header('cache-control', 'no-store');
      return exportPatientFhir(ctx, params.id);
    },
  );

  routes.staff(
    {
      method: 'PATCH',
      url: E.updatePatient.path,
      permission: 'patients_update',
      operationId: 'updatePatient',
      tags,
      summary: "Change a patient's record (the audit names the fields changed, never their values)",
      schema: {
        params: E.updatePatient.params,
        body: E.updatePatient.body.strict(),
        response: { 200: E.updatePatient.response, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (ctx, { params, body }) => updatePatient(ctx, params.id, body),
  );

  routes.staff(
    {
      method: 'DELETE',
      url: E.archivePatient.path,
      permission: 'patients_delete',
      operationId: 'archivePatient',
      tags,
      summary: 'Archive a patient: hidden from the lists, kept for the audit trail, can be restored',
      schema: {
        params: E.archivePatient.params,
        response: { 200: E.archivePatient.response, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (ctx, { params }) => archivePatient(ctx, params.id),
  );

  routes.staff(
    {
      method: 'POST',
      url: E.restorePatient.path,
      permission: 'patients_delete',
      operationId: 'restorePatient',
      tags,
      summary: 'Restore an archived patient (not one merged into another record)',
      schema: {
        params: E.restorePatient.params,
        response: { 200: E.restorePatient.response, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (ctx, { params }) => restorePatient(ctx, params.id),
  );

  routes.staff(
    {
      method: 'POST',
      url: E.erasePatient.path,
      superAdminOnly: true,
      rateLimit: { max: 20, timeWindow: '1 minute' },
      operationId: 'erasePatient',
      tags,
      summary:
        'Erase a patient for good (super admin; type the chart number); refused while invoices or signed notes exist',
      schema: {
        params: E.erasePatient.params,
        body: E.erasePatient.body.strict(),
        response: { 200: E.erasePatient.response, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    (ctx, { params, body }) => erasePatient(ctx, params.id, body.confirm_chart_number),
  );

  routes.staff(
    {
      method: 'GET',
      url: E.listPatientAccess.path,
      ...read,
      operationId: 'listPatientAccess',
      tags,
      summary: "The chart's Access log: who viewed or changed the record, when and from where",
      schema: {
        params: E.listPatientAccess.params,
        querystring: E.listPatientAccess.query,
        response: { 200: E.listPatientAccess.response, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (ctx, { params, query }) => listPatientAccess(ctx, services.geo, params.id, query),
  );

  routes.patient(
    {
      method: 'GET',
      url: E.getMyContactDetails.path,
      operationId: 'getMyContactDetails',
      tags,
      summary: "The signed-in patient's contact details (phone, address, emergency contact)",
      schema: { response: { 200: E.getMyContactDetails.response, ...errorResponses(401, 403) } },
    },
    (ctx) => getMyContactDetails(ctx),
  );

  routes.patient(
    {
      method: 'PATCH',
      url: E.updateMyContactDetails.path,
      rateLimit: { max: 30, timeWindow: '1 minute' },
      operationId: 'updateMyContactDetails',
      tags,
      summary: "Change the patient's own contact details in every clinic they authorized",
      schema: {
        body: E.updateMyContactDetails.body.strict(),
        response: { 200: E.updateMyContactDetails.response, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    (ctx, { body }) => updateMyContactDetails(ctx, body),
  );

  routes.patient(
    {
      method: 'GET',
      url: E.listMyRecordAccess.path,
      operationId: 'listMyRecordAccess',
      tags,
      summary: 'Who viewed my record: the role and the clinic of each read or change, newest first',
      schema: {
        querystring: E.listMyRecordAccess.query,
        response: { 200: E.listMyRecordAccess.response, ...errorResponses(400, 401, 403) },
      },
    },
    (ctx, { query }) => listMyRecordAccess(ctx, query),
  );
};
