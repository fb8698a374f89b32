import {
  AnalyticsOverview,
  AnalyticsQuery,
  AnalyticsReport,
  ReportParams,
  ReportQuery,
  SystemAnalytics,
  SystemAnalyticsQuery,
} from '../analytics/schemas';
import { defineEndpoint } from './define-endpoint';

/** Analytics, reports and the clinic's system analytics (issue 21, ADR 054 and 056). */
export const ANALYTICS_ENDPOINTS = {
  getAnalyticsOverview: defineEndpoint({
    method: 'GET',
    path: '/api/analytics/overview',
    access: 'staff',
    query: AnalyticsQuery,
    response: AnalyticsOverview,
  }),
  getAnalyticsReport: defineEndpoint({
    method: 'GET',
    path: '/api/analytics/reports/:section',
    access: 'staff',
    params: ReportParams,
    query: ReportQuery,
    response: AnalyticsReport,
  }),
  getSystemAnalytics: defineEndpoint({
    method: 'GET',
    path: '/api/analytics/system',
    access: 'staff',
    query: SystemAnalyticsQuery,
    response: SystemAnalytics,
  }),
};
