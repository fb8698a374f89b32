import type { SampleRequest } from '../test/route-access';
import { multipartBody, type Member } from '../staff/staff-test-fixtures';

/** The clinic, branding and branch routes: one family for the route-table tests. */
export const CLINICS_FAMILY = /^\/api\/(clinics(\/|$)|branches\/|tenants\/:tenantId\/branches)/;

const HOURS = { monday: { open: '08:00', close: '17:00' }, sunday: null };

/**
 * A valid request per route of the family, keyed `METHOD /url`: the route-access test (bar 4)
 * sends them so that only authorization can refuse them, and the generated-input test (bar 16)
 * builds its bodies from them. A new route without one fails both.
 */
export function clinicsSamples(owner: Member): Record<string, SampleRequest> {
  const { tenantId, clinicId, branchIds } = owner.tenant;
  const branchId = branchIds[2] ?? '';
  const logo = multipartBody([{ name: 'file', filename: 'a.png', contentType: 'image/png', content: 'x' }]);
  const samples: Record<string, SampleRequest> = {
    'GET /api/clinics': { url: '/api/clinics' },
    'GET /api/clinics/:clinicId': { url: `/api/clinics/${clinicId}` },
    'PATCH /api/clinics/:clinicId': {
      url: `/api/clinics/${clinicId}`,
      payload: {
        phone: '+1 555 0100',
        email: 'a@b.test',
        website: 'https://a.test',
        country: 'US',
        timezone: 'UTC',
      },
    },
    'GET /api/clinics/:clinicId/branding': { url: `/api/clinics/${clinicId}/branding` },
    'PATCH /api/clinics/:clinicId/branding': {
      url: `/api/clinics/${clinicId}/branding`,
      payload: {
        primary_color: '#000000',
        custom_header_text: 'Hi',
        show_logo_in_header: true,
        tagline: 'x',
      },
    },
    'POST /api/clinics/:clinicId/upload-logo': {
      url: `/api/clinics/${clinicId}/upload-logo`,
      payload: logo.payload,
      headers: logo.headers,
    },
    'DELETE /api/clinics/:clinicId/logo': { url: `/api/clinics/${clinicId}/logo` },
    // Public in the table (for <img>); the service requires a staff token or a signature.
    'GET /api/clinics/:clinicId/logo': { url: `/api/clinics/${clinicId}/logo` },
    'GET /api/branches/:branchId/logo': { url: `/api/branches/${branchId}/logo` },
    'GET /api/branches/:branchId/branding': { url: `/api/branches/${branchId}/branding` },
    'GET /api/tenants/:tenantId/branches': { url: `/api/tenants/${tenantId}/branches` },
    'POST /api/tenants/:tenantId/branches': {
      url: `/api/tenants/${tenantId}/branches`,
      payload: { name: 'Probe branch', timezone: 'UTC', country: 'GB', phone: '+44 1', opening_hours: HOURS },
    },
    'PATCH /api/tenants/:tenantId/branches/:branchId': {
      url: `/api/tenants/${tenantId}/branches/${branchId}`,
      payload: { phone: '+1 555 0101', postal_code: 'M1 3HE', opening_hours: HOURS },
    },
    'DELETE /api/tenants/:tenantId/branches/:branchId': {
      url: `/api/tenants/${tenantId}/branches/${branchId}`,
    },
  };
  return samples;
}
