import { STORAGE_KEYS } from '@clinio/contracts';
import { createApiClient, type ApiClient, type ApiClientOptions, type EventBus } from '@clinio/platform';
import { createSessionStore, type SessionStore } from './session-store';
import { createTokenManager, type TokenManager } from './token-manager';

/** The shell's connections to the API, made once at boot. */
export interface ShellClients {
  /** The client of the shell and the remotes: the user's token, refreshed before it expires. */
  api: ApiClient;
  /** The system administrator's client: his own token (spec 6), his own 401s. */
  systemApi: ApiClient;
  store: SessionStore;
  tokens: TokenManager;
}

export interface ShellClientOptions {
  baseURL: string;
  /** A 401 of the user's client becomes the bus's 'auth.unauthorized' (spec 4.1). */
  bus: EventBus;
  storage?: Storage;
  /** Where call records go (spec 7); the client's default logs them at debug level. */
  onCall?: ApiClientOptions['onCall'];
}

export function createShellClients({
  baseURL,
  bus,
  storage = window.localStorage,
  onCall,
}: ShellClientOptions): ShellClients {
  const store = createSessionStore(storage);
  const holder: { tokens: TokenManager | null } = { tokens: null };
  const api = createApiClient({
    baseURL,
    onCall,
    getAccessToken: () => holder.tokens?.getAccessToken() ?? null,
  });
  const tokens = createTokenManager({ api, store });
  holder.tokens = tokens;
  api.setUnauthorizedHandler((record) => bus.publish('auth.unauthorized', { endpoint: record.endpoint }));
  const systemApi = createApiClient({
    baseURL,
    onCall,
    getAccessToken: () => storage.getItem(STORAGE_KEYS.systemAdminToken),
  });
  return { api, systemApi, store, tokens };
}
