import { createApiClient, createEventBus } from '@clinio/platform';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadBootData } from './boot/load-boot-data';
import { OVERRIDES_KEY, applyRemoteOverrides } from './boot/remote-overrides';

async function start() {
  const loaded = await loadBootData();
  const boot = loaded.config.allowRemoteOverrides
    ? {
        ...loaded,
        registry: applyRemoteOverrides(loaded.registry, window.localStorage.getItem(OVERRIDES_KEY)),
      }
    : loaded;
  for (const problem of boot.problems) console.warn(`[shell] boot: ${problem}`);
  const api = createApiClient({
    baseURL: boot.config.apiBaseUrl,
    getAccessToken: () => window.localStorage.getItem('access_token'),
  });
  const bus = createEventBus();
  api.setUnauthorizedHandler((record) => bus.publish('auth.unauthorized', { endpoint: record.endpoint }));
  bus.subscribe('remote.error', (payload) => {
    console.error('Application Error', payload);
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(<App boot={boot} api={api} bus={bus} />);
}

void start();
