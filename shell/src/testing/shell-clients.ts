import { createEventBus, type ShellEventBus } from '@clinio/platform';
import { createShellClients, type ShellClients } from '../auth/clients';
import type { FakeBackend } from './fake-backend';

export const TEST_API_BASE = 'http://api.test';

/** The shell's real clients, their transport replaced by `backend`. */
export function setupClients(backend: FakeBackend): { bus: ShellEventBus; clients: ShellClients } {
  const bus = createEventBus();
  const clients = createShellClients({ baseURL: TEST_API_BASE, bus, onCall: () => undefined });
  backend.install(clients.api).install(clients.systemApi, 'system');
  return { bus, clients };
}

export interface RenderedShell {
  backend: FakeBackend;
  bus: ShellEventBus;
  clients: ShellClients;
  unmount: () => void;
}
