import {
  DetailResponse,
  DismissDuplicateRequest,
  DuplicatePairsQuery,
  DuplicatePairsResponse,
  PatientMergeRequest,
  PatientMergeResponse,
} from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses';
import { routeHelpers } from '../../http/route-helpers';
import type { Services } from '../../platform/services';
import { dismissDuplicatePair, listDuplicatePairs, mergePatients } from './merge.service';

const tags = ['patients'];

/** Merge suggestions from the duplicate rule, "not a duplicate", and the merge (ADR 033). */
export const patientMergeRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const routes = routeHelpers(app, services);

  routes.staff(
    {
      method: 'GET',
      url: '/api/patients/duplicates',
      permission: 'patients_read',
      operationId: 'listDuplicatePatients',
      tags,
      summary:
        'Pairs of active records that look like one person (same phone, e-mail, or birth date and a close name)',
      schema: {
        querystring: DuplicatePairsQuery,
        response: { 200: DuplicatePairsResponse, ...errorResponses(400, 401, 403, 503) },
      },
    },
    (ctx, { query }) => listDuplicatePairs(ctx, query),
  );

  routes.staff(
    {
      method: 'POST',
      url: '/api/patients/duplicates/dismiss',
      permission: 'patients_update',
      operationId: 'dismissDuplicatePatients',
      tags,
      summary: 'Mark two records as different people: the pair is not suggested again',
      schema: {
        body: DismissDuplicateRequest,
        response: { 200: DetailResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (ctx, { body }) => dismissDuplicatePair(ctx, body),
  );

  routes.staff(
    {
      method: 'POST',
      url: '/api/patients/merge',
      // A merge archives one of the two records: the permission that archives records.
      permission: 'patients_delete',
      operationId: 'mergePatients',
      tags,
      summary: 'Merge one record into another: chosen fields, lists united, everything attached moved',
      schema: {
        body: PatientMergeRequest,
        response: { 200: PatientMergeResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (ctx, { body }) => mergePatients(ctx, body),
  );
};
