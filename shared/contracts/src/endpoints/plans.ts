import { ChangePlanRequest, SubscriptionResponse } from '../plans/subscription';
import { TenantSettings, TenantSettingsUpdate } from '../identity/settings';
import { PlanMatrixResponse } from '../plans/matrix';
import { FeatureAccessResponse, UpgradeInfo } from '../plans/access';
import { defineEndpoint } from './define-endpoint';
import { FeatureParams } from './shapes';

/** Plans, features and the tenant's subscription and settings. */
export const PLANS_ENDPOINTS = {
  getTenantSettings: defineEndpoint({
    method: 'GET',
    path: '/api/tenant-settings',
    access: 'staff',
    response: TenantSettings,
  }),
  updateTenantSettings: defineEndpoint({
    method: 'PATCH',
    path: '/api/tenant-settings',
    access: 'super_admin',
    body: TenantSettingsUpdate,
    response: TenantSettings,
  }),
  getPlanMatrix: defineEndpoint({
    method: 'GET',
    path: '/api/features/plan-matrix',
    access: 'staff',
    response: PlanMatrixResponse,
  }),
  getFeatureAccess: defineEndpoint({
    method: 'GET',
    path: '/api/features/:featureKey/access',
    access: 'staff',
    params: FeatureParams,
    response: FeatureAccessResponse,
  }),
  getFeatureUpgradeInfo: defineEndpoint({
    method: 'GET',
    path: '/api/features/:featureKey/upgrade-info',
    access: 'staff',
    params: FeatureParams,
    response: UpgradeInfo,
  }),
  getSubscription: defineEndpoint({
    method: 'GET',
    path: '/api/subscription',
    access: 'staff',
    response: SubscriptionResponse,
  }),
  changePlan: defineEndpoint({
    method: 'POST',
    path: '/api/subscription/change-plan',
    access: 'super_admin',
    body: ChangePlanRequest,
    response: SubscriptionResponse,
  }),
} as const;
