import { ENDPOINTS, endpointPath } from '.';

describe('endpointPath', () => {
  it('fills and encodes the path parameters', () => {
    expect(
      endpointPath('/api/tenants/:tenantId/branches/:branchId', { tenantId: 't 1', branchId: 'a/b' }),
    ).toBe('/api/tenants/t%201/branches/a%2Fb');
  });

  it('refuses a missing parameter rather than calling a wrong URL', () => {
    expect(() => endpointPath('/api/staff/:id', {})).toThrow('/api/staff/:id needs the path parameter id');
  });
});

describe('ENDPOINTS', () => {
  it('gives every path parameter a schema field, so a call can always fill its URL', () => {
    for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
      const names = [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);
      const params = 'params' in endpoint ? Object.keys(endpoint.params.shape) : [];
      expect({ name, params: params.sort() }).toEqual({ name, params: names.sort() });
    }
  });

  it('parses answers with the schemas the server declares', () => {
    expect(ENDPOINTS.getUnreadNotificationCount.response.parse({ unread_count: 3 })).toEqual({
      unread_count: 3,
    });
    expect(() => ENDPOINTS.markNotificationRead.response.parse('yes')).toThrow();
  });
});
