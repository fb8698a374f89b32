import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeHelpers } from '../../http/route-helpers';
import { fromMap } from '../../http/from-map';
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
      ...fromMap('listDuplicatePatients', { errors: [400, 401, 403, 503] }),
      permission: 'patients_read',
      tags,
      summary:
        'Pairs of active records that look like one person (same phone, e-mail, or birth date and a close name)',
    },
    (ctx, { query }) => listDuplicatePairs(ctx, query),
  );

  routes.staff(
    {
      ...fromMap('dismissDuplicatePatients', { errors: [400, 401, 403, 404] }),
      permission: 'patients_update',
      tags,
      summary: 'Mark two records as different people: the pair is not suggested again',
    },
    (ctx, { body }) => dismissDuplicatePair(ctx, body),
  );

  routes.staff(
    {
      ...fromMap('mergePatients', { errors: [400, 401, 403, 404, 409] }),
      // A merge archives one of the two records: the permission that archives records.
      permission: 'patients_delete',
      tags,
      summary: 'Merge one record into another: chosen fields, lists united, everything attached moved',
    },
    (ctx, { body }) => mergePatients(ctx, body),
  );
};
