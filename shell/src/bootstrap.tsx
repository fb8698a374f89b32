import { createEventBus } from '@clinio/platform';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createShellClients } from './auth/clients';
import { loadBootData } from './boot/load-boot-data';
import { OVERRIDES_KEY, applyRemoteOverrides } from './boot/remote-overrides';
import { createMonitoringBridge } from './monitoring/monitoring-bridge';
import { startMonitoring } from './monitoring/start-monitoring';
import { prepareTakeover } from './prerender/takeover';

async function start() {
  const loaded = await loadBootData();
  const boot = loaded.config.allowRemoteOverrides
    ? {
        ...loaded,
        registry: applyRemoteOverrides(loaded.registry, window.localStorage.getItem(OVERRIDES_KEY)),
      }
    : loaded;
  for (const problem of boot.problems) console.warn(`[shell] boot: ${problem}`);
  const bus = createEventBus();
  const clients = createShellClients({ baseURL: boot.config.apiBaseUrl, bus });
  bus.subscribe('remote.error', (payload) => {
    console.error('Application Error', payload);
  });
  const monitoring = createMonitoringBridge();
  void startMonitoring({
    config: boot.config,
    bus,
    apiClients: [clients.api, clients.systemApi],
    bridge: monitoring,
  });
  // A pre-rendered sign-in page (ADR 067) shows its frame until the live page can replace it.
  const takeover = prepareTakeover();
  const container = takeover?.container ?? document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(<App boot={boot} bus={bus} clients={clients} monitoring={monitoring} />);
  takeover?.start();
}

void start();
