import {
  ChangePlanRequest,
  FeatureAccessResponse,
  FeatureKeySchema,
  FeatureUpdateRequest,
  PlanMatrixResponse,
  PlanMatrixUpdateRequest,
  SubscriptionResponse,
  SystemFeatureResponse,
  TenantSubscriptionResponse,
  TenantSubscriptionUpdate,
  UpgradeInfo,
  Uuid,
} from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/error-responses';
import { routeHelpers } from '../http/route-helpers';
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

const FeatureParams = z.object({
  featureKey: FeatureKeySchema.max(64, 'At most 64 characters'),
});
const TenantParams = z.object({ tenantId: Uuid });
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
      method: 'GET',
      url: '/api/features/plan-matrix',
      operationId: 'getPlanMatrix',
      tags: featureTags,
      summary: 'The feature catalogue and the plan matrix (feature key → plan → is_enabled)',
      schema: {
        response: { 200: PlanMatrixResponse, ...errorResponses(401, 403) },
      },
    },
    (ctx) => getPlanMatrix(database, ctx),
  );

  routes.staff(
    {
      method: 'GET',
      url: '/api/features/:featureKey/access',
      operationId: 'getFeatureAccess',
      tags: featureTags,
      summary: "Whether the caller may use a feature on the clinic's plan, and if not which plan unlocks it",
      schema: {
        params: FeatureParams,
        response: { 200: FeatureAccessResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (ctx, { params }) => getFeatureAccess(database, ctx, params.featureKey),
  );

  routes.staff(
    {
      method: 'GET',
      url: '/api/features/:featureKey/upgrade-info',
      operationId: 'getFeatureUpgradeInfo',
      tags: featureTags,
      summary: 'The name and price of the lowest plan that unlocks a feature',
      schema: {
        params: FeatureParams,
        response: { 200: UpgradeInfo, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (ctx, { params }) => getUpgradeInfo(database, ctx, params.featureKey),
  );

  routes.staff(
    {
      method: 'GET',
      url: '/api/subscription',
      operationId: 'getSubscription',
      tags: subscriptionTags,
      summary: "The clinic's plan, price, status and trial end (every staff member; read only)",
      schema: {
        response: { 200: SubscriptionResponse, ...errorResponses(401, 403) },
      },
    },
    (ctx) => getSubscription(ctx),
  );

  routes.staff(
    {
      method: 'POST',
      url: '/api/subscription/change-plan',
      superAdminOnly: true,
      feature: 'subscription_management',
      operationId: 'changePlan',
      tags: subscriptionTags,
      summary: 'Move the clinic to another plan at once (super admin; no payment step yet)',
      schema: {
        body: ChangePlanRequest,
        response: { 200: SubscriptionResponse, ...errorResponses(400, 401, 403) },
      },
    },
    (ctx, { body }) => changePlan(ctx, body),
  );

  routes.system(
    {
      method: 'GET',
      url: '/api/system-admin/plan-matrix',
      operationId: 'getSystemPlanMatrix',
      tags: systemTags,
      summary: 'The feature catalogue and the plan matrix as stored',
      schema: {
        response: { 200: PlanMatrixResponse, ...errorResponses(401, 403) },
      },
    },
    (ctx) => getSystemPlanMatrix(ctx),
  );

  routes.system(
    {
      method: 'PUT',
      url: '/api/system-admin/plan-matrix',
      operationId: 'setSystemPlanMatrix',
      tags: systemTags,
      summary: 'Set cells of the plan matrix (feature, plan, is_enabled); other cells are kept',
      schema: {
        body: PlanMatrixUpdateRequest,
        response: { 200: PlanMatrixResponse, ...errorResponses(400, 401, 403) },
      },
    },
    (ctx, { body }) => updatePlanMatrix(ctx, body),
  );

  routes.system(
    {
      method: 'GET',
      url: '/api/system-admin/features/:featureKey',
      operationId: 'getSystemFeature',
      tags: systemTags,
      summary: 'One feature of the catalogue with its row of the matrix',
      schema: {
        params: FeatureParams,
        response: { 200: SystemFeatureResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (ctx, { params }) => getSystemFeature(ctx, params.featureKey),
  );

  routes.system(
    {
      method: 'PATCH',
      url: '/api/system-admin/features/:featureKey',
      operationId: 'updateSystemFeature',
      tags: systemTags,
      summary: 'Change a feature: name, active, enabled by default, required plan tier',
      schema: {
        params: FeatureParams,
        body: FeatureUpdateRequest,
        response: { 200: SystemFeatureResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (ctx, { params, body }) => updateSystemFeature(ctx, params.featureKey, body),
  );

  routes.system(
    {
      method: 'GET',
      url: '/api/system-admin/tenants/:tenantId/subscription',
      operationId: 'getTenantSubscription',
      tags: systemTags,
      summary: "A tenant's subscription",
      schema: {
        params: TenantParams,
        response: { 200: TenantSubscriptionResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (ctx, { params }) => getTenantSubscription(ctx, params.tenantId),
  );

  routes.system(
    {
      method: 'PATCH',
      url: '/api/system-admin/tenants/:tenantId/subscription',
      operationId: 'updateTenantSubscription',
      tags: systemTags,
      summary: "Set a tenant's plan, status or trial end",
      schema: {
        params: TenantParams,
        body: TenantSubscriptionUpdate,
        response: { 200: TenantSubscriptionResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (ctx, { params, body }) => updateTenantSubscription(ctx, params.tenantId, body),
  );
};
