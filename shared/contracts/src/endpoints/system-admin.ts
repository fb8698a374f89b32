import { z } from 'zod';
import { SystemLoginRequest, SystemLoginResponse, VerifyTokenResponse } from '../identity/system-admin';
import {
  PlatformTenantDetail,
  TenantStatusChangeRequest,
  TenantStatusChangeResponse,
} from '../system-admin/tenant-detail';
import { PlatformAnalytics, PlatformAnalyticsQuery } from '../system-admin/analytics';
import { PlatformJob, PlatformJobPage, PlatformJobQuery } from '../system-admin/jobs';
import {
  FeatureUpdateRequest,
  PlanMatrixUpdateRequest,
  SystemFeatureResponse,
  TenantSubscriptionResponse,
  TenantSubscriptionUpdate,
} from '../plans/subscription';
import { PlatformAuditExportQuery, PlatformAuditPage, PlatformAuditQuery } from '../system-admin/audit';
import { PlatformSettings, PlatformSettingsUpdate } from '../system-admin/settings';
import { PlanMatrixResponse } from '../plans/matrix';
import { PlatformTenantPage, PlatformTenantQuery } from '../system-admin/tenants';
import { defineEndpoint } from './define-endpoint';
import { DetailResponse, FeatureParams, uuidParams } from './shapes';

/** The system administrator's console: tenants, analytics, audit, settings, jobs, plans. */
export const SYSTEM_ADMIN_ENDPOINTS = {
  signInSystemAdmin: defineEndpoint({
    method: 'POST',
    path: '/api/system-auth/login',
    access: 'public',
    body: SystemLoginRequest,
    response: SystemLoginResponse,
  }),
  verifySystemToken: defineEndpoint({
    method: 'GET',
    path: '/api/system-auth/verify-token',
    access: 'system',
    response: VerifyTokenResponse,
  }),
  signOutSystemAdmin: defineEndpoint({
    method: 'POST',
    path: '/api/system-auth/logout',
    access: 'system',
    response: DetailResponse,
  }),
  listTenants: defineEndpoint({
    method: 'GET',
    path: '/api/system-admin/tenants',
    access: 'system',
    query: PlatformTenantQuery,
    response: PlatformTenantPage,
  }),
  getTenant: defineEndpoint({
    method: 'GET',
    path: '/api/system-admin/tenants/:tenantId',
    access: 'system',
    params: uuidParams('tenantId'),
    response: PlatformTenantDetail,
  }),
  suspendTenant: defineEndpoint({
    method: 'POST',
    path: '/api/system-admin/tenants/:tenantId/suspend',
    access: 'system',
    params: uuidParams('tenantId'),
    body: TenantStatusChangeRequest,
    response: TenantStatusChangeResponse,
  }),
  reactivateTenant: defineEndpoint({
    method: 'POST',
    path: '/api/system-admin/tenants/:tenantId/reactivate',
    access: 'system',
    params: uuidParams('tenantId'),
    body: TenantStatusChangeRequest,
    response: TenantStatusChangeResponse,
  }),
  getPlatformAnalytics: defineEndpoint({
    method: 'GET',
    path: '/api/system-admin/analytics',
    access: 'system',
    query: PlatformAnalyticsQuery,
    response: PlatformAnalytics,
  }),
  listPlatformAuditEvents: defineEndpoint({
    method: 'GET',
    path: '/api/system-admin/audit',
    access: 'system',
    query: PlatformAuditQuery,
    response: PlatformAuditPage,
  }),
  exportPlatformAuditEvents: defineEndpoint({
    method: 'GET',
    path: '/api/system-admin/audit/export',
    access: 'system',
    query: PlatformAuditExportQuery,
    response: z.string(),
  }),
  getPlatformSettings: defineEndpoint({
    method: 'GET',
    path: '/api/system-admin/settings',
    access: 'system',
    response: PlatformSettings,
  }),
  updatePlatformSettings: defineEndpoint({
    method: 'PATCH',
    path: '/api/system-admin/settings',
    access: 'system',
    body: PlatformSettingsUpdate,
    response: PlatformSettings,
  }),
  listPlatformJobs: defineEndpoint({
    method: 'GET',
    path: '/api/system-admin/jobs',
    access: 'system',
    query: PlatformJobQuery,
    response: PlatformJobPage,
  }),
  retryPlatformJob: defineEndpoint({
    method: 'POST',
    path: '/api/system-admin/jobs/:id/retry',
    access: 'system',
    params: uuidParams('id'),
    response: PlatformJob,
  }),
  getSystemPlanMatrix: defineEndpoint({
    method: 'GET',
    path: '/api/system-admin/plan-matrix',
    access: 'system',
    response: PlanMatrixResponse,
  }),
  setSystemPlanMatrix: defineEndpoint({
    method: 'PUT',
    path: '/api/system-admin/plan-matrix',
    access: 'system',
    body: PlanMatrixUpdateRequest,
    response: PlanMatrixResponse,
  }),
  getSystemFeature: defineEndpoint({
    method: 'GET',
    path: '/api/system-admin/features/:featureKey',
    access: 'system',
    params: FeatureParams,
    response: SystemFeatureResponse,
  }),
  updateSystemFeature: defineEndpoint({
    method: 'PATCH',
    path: '/api/system-admin/features/:featureKey',
    access: 'system',
    params: FeatureParams,
    body: FeatureUpdateRequest,
    response: SystemFeatureResponse,
  }),
  getTenantSubscription: defineEndpoint({
    method: 'GET',
    path: '/api/system-admin/tenants/:tenantId/subscription',
    access: 'system',
    params: uuidParams('tenantId'),
    response: TenantSubscriptionResponse,
  }),
  updateTenantSubscription: defineEndpoint({
    method: 'PATCH',
    path: '/api/system-admin/tenants/:tenantId/subscription',
    access: 'system',
    params: uuidParams('tenantId'),
    body: TenantSubscriptionUpdate,
    response: TenantSubscriptionResponse,
  }),
} as const;
