import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeHelpers } from '../http/route-helpers';
import { fromMap } from '../http/from-map';
import type { Services } from '../platform/services';
import { ensureFeatureCatalogue } from './feature-store';
import {
  getFeatureAccess,
  getPlanMatrix,
  getSystemFeature,
  getSystemPlanMatrix,
  getUpgradeInfo,
  updatePlanMatrix,
  updateSystemFeature,
} from './features.service';
import {
  changePlan,
  getSubscription,
  getTenantSubscription,
  updateTenantSubscription,
} from './subscription.service';

const featureTags = ['features'];
const subscriptionTags = ['subscription'];
const systemTags = ['system-admin'];

/**
 * Plans, features and subscriptions (spec 3, 4.3, 6 and 7; ADR 016). Staff read the plan matrix,
 * their access to a feature and the plan that unlocks it, and the clinic's subscription; a super
 * admin changes the plan; the system administrator edits the catalogue, the matrix and any
 * tenant's subscription. Unknown feature keys are 404 everywhere (a malformed one is 400).
 */
export const plansRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const routes = routeHelpers(app, services);
  const { database } = services;
  await ensureFeatureCatalogue(database);

  routes.staff(
    {
      ...fromMap('getPlanMatrix', { errors: [401, 403] }),
      tags: featureTags,
      summary: 'The feature catalogue and the plan matrix (feature key → plan → is_enabled)',
    },
    (ctx) => getPlanMatrix(database, ctx),
  );

  routes.staff(
    {
      ...fromMap('getFeatureAccess', { errors: [400, 401, 403, 404] }),
      tags: featureTags,
      summary: "Whether the caller may use a feature on the clinic's plan, and if not which plan unlocks it",
    },
    (ctx, { params }) => getFeatureAccess(database, ctx, params.featureKey),
  );

  routes.staff(
    {
      ...fromMap('getFeatureUpgradeInfo', { errors: [400, 401, 403, 404] }),
      tags: featureTags,
      summary: 'The name and price of the lowest plan that unlocks a feature',
    },
    (ctx, { params }) => getUpgradeInfo(database, ctx, params.featureKey),
  );

  routes.staff(
    {
      ...fromMap('getSubscription', { errors: [401, 403] }),
      tags: subscriptionTags,
      summary: "The clinic's plan, price, status and trial end (every staff member; read only)",
    },
    (ctx) => getSubscription(ctx),
  );

  routes.staff(
    {
      ...fromMap('changePlan', { errors: [400, 401, 403] }),
      superAdminOnly: true,
      feature: 'subscription_management',
      tags: subscriptionTags,
      summary: 'Move the clinic to another plan at once (super admin; no payment step yet)',
    },
    (ctx, { body }) => changePlan(ctx, body),
  );

  routes.system(
    {
      ...fromMap('getSystemPlanMatrix', { errors: [401, 403] }),
      tags: systemTags,
      summary: 'The feature catalogue and the plan matrix as stored',
    },
    (ctx) => getSystemPlanMatrix(ctx),
  );

  routes.system(
    {
      ...fromMap('setSystemPlanMatrix', { errors: [400, 401, 403] }),
      tags: systemTags,
      summary: 'Set cells of the plan matrix (feature, plan, is_enabled); other cells are kept',
    },
    (ctx, { body }) => updatePlanMatrix(ctx, body),
  );

  routes.system(
    {
      ...fromMap('getSystemFeature', { errors: [400, 401, 403, 404] }),
      tags: systemTags,
      summary: 'One feature of the catalogue with its row of the matrix',
    },
    (ctx, { params }) => getSystemFeature(ctx, params.featureKey),
  );

  routes.system(
    {
      ...fromMap('updateSystemFeature', { errors: [400, 401, 403, 404] }),
      tags: systemTags,
      summary: 'Change a feature: name, active, enabled by default, required plan tier',
    },
    (ctx, { params, body }) => updateSystemFeature(ctx, params.featureKey, body),
  );

  routes.system(
    {
      ...fromMap('getTenantSubscription', { errors: [400, 401, 403, 404] }),
      tags: systemTags,
      summary: "A tenant's subscription",
    },
    (ctx, { params }) => getTenantSubscription(ctx, params.tenantId),
  );

  routes.system(
    {
      ...fromMap('updateTenantSubscription', { errors: [400, 401, 403, 404] }),
      tags: systemTags,
      summary: "Set a tenant's plan, status or trial end",
    },
    (ctx, { params, body }) => updateTenantSubscription(ctx, params.tenantId, body),
  );
};
