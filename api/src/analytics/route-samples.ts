import type { SampleRequest } from '../test/route-access';

/** The analytics routes (issue 21). */
export const ANALYTICS_FAMILY = /^\/api\/analytics\//;

/** A valid request per route, keyed `METHOD /url` (bars 4 and 16). */
export function analyticsSamples(ids: {
  providerId: string;
  branchId: string;
}): Record<string, SampleRequest> {
  const range = `from=2026-03-02&to=2026-03-08`;
  return {
    'GET /api/analytics/overview': {
      url: `/api/analytics/overview?${range}&provider_id=${ids.providerId}&branch_id=${ids.branchId}&appointment_type=consultation`,
    },
    'GET /api/analytics/reports/:section': {
      url: `/api/analytics/reports/no_shows?${range}&group_by=provider&branch_id=${ids.branchId}`,
    },
    'GET /api/analytics/system': { url: `/api/analytics/system?${range}` },
  };
}
