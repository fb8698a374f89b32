/** @jest-environment node */
import { createPlausibleAnalytics } from './plausible-analytics';
import { startRecordingServer, type RecordingServer } from './testing/recording-server';

let server: RecordingServer;
beforeEach(async () => {
  server = await startRecordingServer();
});
afterEach(() => server.close());

describe('the analytics adapter, against a real HTTP server', () => {
  it("POSTs {name, url, domain, referrer, props} as JSON to {url}/api/event, as Plausible's Events API describes", async () => {
    const analytics = createPlausibleAnalytics({ url: `${server.origin}/`, domain: 'clinio.example' });
    expect(analytics.isEnabled).toBe(true);
    await analytics.send({
      name: 'Web Vitals',
      url: 'https://clinio.example/about-us',
      referrer: 'https://search.example/',
      props: { metric: 'LCP', value: 2100, rating: 'good', page: '/about-us' },
    });
    const [request] = await server.waitFor(1);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/api/event');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.cookie).toBeUndefined();
    expect(JSON.parse(request?.body ?? '')).toEqual({
      name: 'Web Vitals',
      url: 'https://clinio.example/about-us',
      domain: 'clinio.example',
      referrer: 'https://search.example/',
      props: { metric: 'LCP', value: 2100, rating: 'good', page: '/about-us' },
    });
  });

  it('sends a page view with no referrer as null, and never throws when the service is unreachable', async () => {
    await createPlausibleAnalytics({ url: server.origin, domain: 'd.example' }).send({
      name: 'pageview',
      url: 'https://d.example/',
      referrer: null,
      props: {},
    });
    expect(JSON.parse((await server.waitFor(1))[0]?.body ?? '')).toEqual({
      name: 'pageview',
      url: 'https://d.example/',
      domain: 'd.example',
      referrer: null,
      props: {},
    });
    const unreachable = createPlausibleAnalytics({ url: 'http://127.0.0.1:1', domain: 'd.example' });
    await expect(
      unreachable.send({ name: 'pageview', url: 'https://d.example/', referrer: null, props: {} }),
    ).resolves.toBeUndefined();
  });
});
