import { PATIENT_IMPORT_MAX_BYTES } from '@clinio/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeHelpers } from '../../http/route-helpers';
import { fromMap } from '../../http/from-map';
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
      ...fromMap('createPatientImport', { errors: [400, 401, 403, 413, 415, 429], status: 201 }),
      ...create,
      rateLimit: { max: 30, timeWindow: '1 minute' },
      tags,
      summary:
        'Upload a CSV of patients (field `file`): the headers, a guessed mapping and the first rows with their errors',
      prepare: (_input, { request }) => readImportUpload(request),
    },
    (ctx, { prepared }) => draftImport(ctx, prepared),
  );

  routes.staff(
    {
      ...fromMap('listPatientImports', { errors: [400, 401, 403] }),
      ...create,
      tags,
      summary: 'Recent imports, newest first',
    },
    (ctx, { query }) => listRecentImports(ctx, query),
  );

  routes.staff(
    {
      ...fromMap('getPatientImport', { errors: [400, 401, 403, 404] }),
      ...create,
      tags,
      summary: "An import's status and counts (the progress the import screen polls)",
    },
    (ctx, { params }) => getImport(ctx, params.id),
  );

  routes.staff(
    {
      ...fromMap('previewPatientImport', { errors: [400, 401, 403, 404, 409] }),
      ...create,
      tags,
      summary: 'The first rows of a draft import under another column mapping',
    },
    (ctx, { params, body }) => previewImport(ctx, params.id, body.mapping),
  );

  routes.staff(
    {
      ...fromMap('startPatientImport', { errors: [400, 401, 403, 404, 409], status: 202 }),
      ...create,
      tags,
      summary: 'Confirm the mapping (and a home branch) and run the import as a background job',
    },
    (ctx, { params, body }) => startImport(services, ctx, params.id, body),
  );

  routes.staff(
    {
      ...fromMap('listPatientImportRows', { errors: [400, 401, 403, 404] }),
      ...create,
      tags,
      summary: 'The rows an import skipped, flagged as likely duplicates or had already imported, by line',
    },
    (ctx, { params, query }) => importRows(ctx, params.id, query),
  );

  routes.staff(
    {
      ...fromMap('downloadPatientImportReport', {
        errors: [400, 401, 403, 404, 429],
        produces: ['text/csv'],
      }),
      ...create,
      rateLimit: { max: 20, timeWindow: '1 minute' },
      tags,
      summary: "The import's report as CSV (line, outcome, reason), as an attachment",
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
