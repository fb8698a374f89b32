import type { SampleRequest } from '../test/route-access';

/** The integrations routes (issue 21 section 2); Stripe's account routes belong to billing. */
export const INTEGRATIONS_FAMILY = /^\/api\/integrations($|\/(google|zoom)(\/|$))/;

/**
 * A valid request per route, keyed `METHOD /url`, so that only authorization can refuse it (bar 4)
 * and the generated inputs of bar 16 start from a valid body.
 */
export function integrationsSamples(): Record<string, SampleRequest> {
  const callback = { code: 'probe-code', state: 'p'.repeat(43) };
  return {
    'GET /api/integrations': { url: '/api/integrations' },
    'POST /api/integrations/google/authorize': { url: '/api/integrations/google/authorize' },
    'POST /api/integrations/google/callback': { url: '/api/integrations/google/callback', payload: callback },
    'GET /api/integrations/google/calendars': { url: '/api/integrations/google/calendars' },
    'PUT /api/integrations/google/calendar': {
      url: '/api/integrations/google/calendar',
      payload: { calendar_id: 'primary' },
    },
    'POST /api/integrations/google/sync': { url: '/api/integrations/google/sync' },
    'DELETE /api/integrations/google': { url: '/api/integrations/google' },
    'POST /api/integrations/zoom/authorize': { url: '/api/integrations/zoom/authorize' },
    'POST /api/integrations/zoom/callback': { url: '/api/integrations/zoom/callback', payload: callback },
    'DELETE /api/integrations/zoom': { url: '/api/integrations/zoom' },
  };
}
