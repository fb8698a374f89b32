import { createApiClient, createEventBus } from '@clinio/platform';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadBootData } from './boot/load-boot-data';

async function start() {
  const boot = await loadBootData();
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
