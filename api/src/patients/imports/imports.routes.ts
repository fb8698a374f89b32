import {
  ImportPreviewRequest,
  ImportRowsQuery,
  ImportRowsResponse,
  ImportStartRequest,
  PATIENT_IMPORT_MAX_BYTES,
  PatientImport,
  PatientImportDraft,
  PatientImportsQuery,
  PatientImportsResponse,
  Uuid,
} from '@clinio/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { routeHelpers } from '../../http/route-helpers';
import type { Services } from '../../platform/services';
import {
  draftImport,
  getImport,
  importReportCsv,
  importRows,
  listRecentImports,
  previewImport,
  startImport,
} from './imports.service';
import { readImportUpload } from './upload';

const ImportParams = z.object({ id: Uuid });
const tags = ['patients'];
/** Importing creates records: every step needs `patients_create` (spec 6). */
const create = { permission: 'patients_create' } as const;

/** CSV import of patients (issue 10, ADR 033): upload, preview, start, progress and the report. */
export const patientImportRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const routes = routeHelpers(app, services);
  // Only this plugin's routes accept multipart bodies: one CSV file, at most PATIENT_IMPORT_MAX_BYTES.
  await app.register(multipart, { limits: { fileSize: PATIENT_IMPORT_MAX_BYTES, files: 1 } });

  routes.staff(
    {
      method: 'POST',
      url: '/api/patients/imports',
      ...create,
      status: 201,
      rateLimit: { max: 30, timeWindow: '1 minute' },
      operationId: 'createPatientImport',
      tags,
      summary:
        'Upload a CSV of patients (field `file`): the headers, a guessed mapping and the first rows with their errors',
      schema: {
        consumes: ['multipart/form-data'],
        response: { 201: PatientImportDraft, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
      prepare: (_input, { request }) => readImportUpload(request),
    },
    (ctx, { prepared }) => draftImport(ctx, prepared),
  );

  routes.staff(
    {
      method: 'GET',
      url: '/api/patients/imports',
      ...create,
      operationId: 'listPatientImports',
      tags,
      summary: 'Recent imports, newest first',
      schema: {
        querystring: PatientImportsQuery,
        response: { 200: PatientImportsResponse, ...errorResponses(400, 401, 403) },
      },
    },
    (ctx, { query }) => listRecentImports(ctx, query),
  );

  routes.staff(
    {
      method: 'GET',
      url: '/api/patients/imports/:id',
      ...create,
      operationId: 'getPatientImport',
      tags,
      summary: "An import's status and counts (the progress the import screen polls)",
      schema: {
        params: ImportParams,
        response: { 200: PatientImport, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (ctx, { params }) => getImport(ctx, params.id),
  );

  routes.staff(
    {
      method: 'POST',
      url: '/api/patients/imports/:id/preview',
      ...create,
      operationId: 'previewPatientImport',
      tags,
      summary: 'The first rows of a draft import under another column mapping',
      schema: {
        params: ImportParams,
        body: ImportPreviewRequest,
        response: { 200: PatientImportDraft, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (ctx, { params, body }) => previewImport(ctx, params.id, body.mapping),
  );

  routes.staff(
    {
      method: 'POST',
      url: '/api/patients/imports/:id/start',
      ...create,
      status: 202,
      operationId: 'startPatientImport',
      tags,
      summary: 'Confirm the mapping (and a home branch) and run the import as a background job',
      schema: {
        params: ImportParams,
        body: ImportStartRequest,
        response: { 202: PatientImport, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (ctx, { params, body }) => startImport(services, ctx, params.id, body),
  );

  routes.staff(
    {
      method: 'GET',
      url: '/api/patients/imports/:id/rows',
      ...create,
      operationId: 'listPatientImportRows',
      tags,
      summary: 'The rows an import skipped, flagged as likely duplicates or had already imported, by line',
      schema: {
        params: ImportParams,
        querystring: ImportRowsQuery,
        response: { 200: ImportRowsResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (ctx, { params, query }) => importRows(ctx, params.id, query),
  );

  routes.staff(
    {
      method: 'GET',
      url: '/api/patients/imports/:id/report.csv',
      ...create,
      rateLimit: { max: 20, timeWindow: '1 minute' },
      operationId: 'downloadPatientImportReport',
      tags,
      summary: "The import's report as CSV (line, outcome, reason), as an attachment",
      schema: {
        produces: ['text/csv'],
        params: ImportParams,
        // The CSV text is sent as is (a string with a non-JSON type skips the serializer).
        response: { 200: z.string(), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (ctx, { params }, { reply }) => {
      const report = await importReportCsv(ctx, params.id);
      void reply.type('text/csv; charset=utf-8').headers({
        'content-disposition': `attachment; filename="${report.fileName}"`,
        'cache-control': 'no-store',
      });
      return report.csv;
    },
  );
};
