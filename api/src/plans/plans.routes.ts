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
import { withStaff } from '../auth/staff-guard';
import { withSystemAdmin } from '../auth/system-guard';
import { errorResponses } from '../http/error-responses';
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
  const { database, config } = services;
  await ensureFeatureCatalogue(database);

  app.get(
    '/api/features/plan-matrix',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'getPlanMatrix',
        tags: featureTags,
        summary: 'The feature catalogue and the plan matrix (feature key → plan → is_enabled)',
        response: { 200: PlanMatrixResponse, ...errorResponses(401, 403) },
      },
    },
    (request) => withStaff(database, request, (ctx) => getPlanMatrix(database, ctx)),
  );

  app.get(
    '/api/features/:featureKey/access',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'getFeatureAccess',
        tags: featureTags,
        summary:
          "Whether the caller may use a feature on the clinic's plan, and if not which plan unlocks it",
        params: FeatureParams,
        response: { 200: FeatureAccessResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      withStaff(database, request, (ctx) => getFeatureAccess(database, ctx, request.params.featureKey)),
  );

  app.get(
    '/api/features/:featureKey/upgrade-info',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'getFeatureUpgradeInfo',
        tags: featureTags,
        summary: 'The name and price of the lowest plan that unlocks a feature',
        params: FeatureParams,
        response: { 200: UpgradeInfo, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      withStaff(database, request, (ctx) => getUpgradeInfo(database, ctx, request.params.featureKey)),
  );

  app.get(
    '/api/subscription',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'getSubscription',
        tags: subscriptionTags,
        summary: "The clinic's plan, price, status and trial end (every staff member; read only)",
        response: { 200: SubscriptionResponse, ...errorResponses(401, 403) },
      },
    },
    (request) => withStaff(database, request, getSubscription),
  );

  app.post(
    '/api/subscription/change-plan',
    {
      config: { access: 'super_admin', feature: 'subscription_management' },
      schema: {
        operationId: 'changePlan',
        tags: subscriptionTags,
        summary: 'Move the clinic to another plan at once (super admin; no payment step yet)',
        body: ChangePlanRequest,
        response: { 200: SubscriptionResponse, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => withStaff(database, request, (ctx) => changePlan(ctx, request.body)),
  );

  app.get(
    '/api/system-admin/plan-matrix',
    {
      config: { access: 'system' },
      schema: {
        operationId: 'getSystemPlanMatrix',
        tags: systemTags,
        summary: 'The feature catalogue and the plan matrix as stored',
        response: { 200: PlanMatrixResponse, ...errorResponses(401, 403) },
      },
    },
    (request) => withSystemAdmin(database, config, request, getSystemPlanMatrix),
  );

  app.put(
    '/api/system-admin/plan-matrix',
    {
      config: { access: 'system' },
      schema: {
        operationId: 'setSystemPlanMatrix',
        tags: systemTags,
        summary: 'Set cells of the plan matrix (feature, plan, is_enabled); other cells are kept',
        body: PlanMatrixUpdateRequest,
        response: { 200: PlanMatrixResponse, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => withSystemAdmin(database, config, request, (ctx) => updatePlanMatrix(ctx, request.body)),
  );

  app.get(
    '/api/system-admin/features/:featureKey',
    {
      config: { access: 'system' },
      schema: {
        operationId: 'getSystemFeature',
        tags: systemTags,
        summary: 'One feature of the catalogue with its row of the matrix',
        params: FeatureParams,
        response: { 200: SystemFeatureResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      withSystemAdmin(database, config, request, (ctx) => getSystemFeature(ctx, request.params.featureKey)),
  );

  app.patch(
    '/api/system-admin/features/:featureKey',
    {
      config: { access: 'system' },
      schema: {
        operationId: 'updateSystemFeature',
        tags: systemTags,
        summary: 'Change a feature: name, active, enabled by default, required plan tier',
        params: FeatureParams,
        body: FeatureUpdateRequest,
        response: { 200: SystemFeatureResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      withSystemAdmin(database, config, request, (ctx) =>
        updateSystemFeature(ctx, request.params.featureKey, request.body),
      ),
  );

  app.get(
    '/api/system-admin/tenants/:tenantId/subscription',
    {
      config: { access: 'system' },
      schema: {
        operationId: 'getTenantSubscription',
        tags: systemTags,
        summary: "A tenant's subscription",
        params: TenantParams,
        response: { 200: TenantSubscriptionResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      withSystemAdmin(database, config, request, (ctx) =>
        getTenantSubscription(ctx, request.params.tenantId),
      ),
  );

  app.patch(
    '/api/system-admin/tenants/:tenantId/subscription',
    {
      config: { access: 'system' },
      schema: {
        operationId: 'updateTenantSubscription',
        tags: systemTags,
        summary: "Set a tenant's plan, status or trial end",
        params: TenantParams,
        body: TenantSubscriptionUpdate,
        response: { 200: TenantSubscriptionResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      withSystemAdmin(database, config, request, (ctx) =>
        updateTenantSubscription(ctx, request.params.tenantId, request.body),
      ),
  );
};
