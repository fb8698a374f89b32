import { MONITORING_OFF, PublicConfig } from '@clinio/contracts';
import { TEST_CONFIG } from '@clinio/platform/testing';
import { createMonitoringBridge, isMonitoringConfigured, type MonitoringSignals } from './monitoring-bridge';
import { startMonitoring } from './start-monitoring';

function recorder() {
  const calls: unknown[][] = [];
  const signals: MonitoringSignals = {
    navigated: (location) => calls.push(['navigated', location]),
    sessionChanged: (user) => calls.push(['sessionChanged', user]),
    renderError: (error, errorId) => calls.push(['renderError', error.message, errorId]),
  };
  return { calls, signals };
}

describe('the monitoring bridge', () => {
  it('hands the loaded monitor the latest location and user, then the errors caught meanwhile', () => {
    const bridge = createMonitoringBridge();
    bridge.navigated({ pathname: '/', search: '' });
    bridge.sessionChanged({ id: 'u1' });
    bridge.navigated({ pathname: '/about-us', search: '?tab=a' });
    bridge.renderError(new Error('early'), 'ERR-1');
    const { calls, signals } = recorder();
    bridge.attach(signals);
    expect(calls).toEqual([
      ['sessionChanged', { id: 'u1' }],
      ['navigated', { pathname: '/about-us', search: '?tab=a' }],
      ['renderError', 'early', 'ERR-1'],
    ]);
    bridge.navigated({ pathname: '/faq', search: '' });
    bridge.renderError(new Error('late'), 'ERR-2');
    expect(calls.slice(3)).toEqual([
      ['navigated', { pathname: '/faq', search: '' }],
      ['renderError', 'late', 'ERR-2'],
    ]);
  });

  it('keeps at most 10 early errors', () => {
    const bridge = createMonitoringBridge();
    for (let i = 0; i < 15; i += 1) bridge.renderError(new Error(`e${i}`), `ERR-${i}`);
    const { calls, signals } = recorder();
    bridge.attach(signals);
    expect(calls).toHaveLength(10);
  });
});

describe('startMonitoring', () => {
  const configured = {
    ...TEST_CONFIG,
    monitoring: { ...MONITORING_OFF, analytics: { url: 'https://stats.test', domain: 'd' } },
  };

  it('downloads nothing when no service is configured', async () => {
    const load = jest.fn();
    for (const config of [TEST_CONFIG, { ...TEST_CONFIG, monitoring: MONITORING_OFF }]) {
      const started = await startMonitoring({
        config: PublicConfig.parse(config),
        bus: { publish: jest.fn(), subscribe: jest.fn() },
        apiClients: [],
        bridge: createMonitoringBridge(),
        load,
      });
      expect(started).toBe(false);
    }
    expect(load).not.toHaveBeenCalled();
    expect(isMonitoringConfigured(configured.monitoring)).toBe(true);
  });

  it('loads the monitoring code once configured and attaches it to the bridge', async () => {
    const { calls, signals } = recorder();
    const installMonitoring = jest.fn(() => ({ ...signals }) as never);
    const bridge = createMonitoringBridge();
    bridge.navigated({ pathname: '/', search: '' });
    const started = await startMonitoring({
      config: configured,
      bus: { publish: jest.fn(), subscribe: jest.fn() },
      apiClients: [],
      bridge,
      load: () => Promise.resolve({ installMonitoring }),
    });
    expect(started).toBe(true);
    expect(installMonitoring).toHaveBeenCalledWith(
      expect.objectContaining({ config: configured.monitoring, release: 'shell@0.0.0-test' }),
    );
    expect(calls).toEqual([['navigated', { pathname: '/', search: '' }]]);
  });

  it('starts the page anyway when the monitoring code cannot be loaded', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const started = await startMonitoring({
      config: configured,
      bus: { publish: jest.fn(), subscribe: jest.fn() },
      apiClients: [],
      bridge: createMonitoringBridge(),
      load: () => Promise.reject(new Error('ChunkLoadError')),
    });
    expect(started).toBe(false);
    expect(warn).toHaveBeenCalledWith('[monitoring] could not start', expect.any(Error));
  });
});
