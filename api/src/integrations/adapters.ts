import { createHmac } from 'node:crypto';
import type { Services } from '../platform/services';
import { developmentAdapters } from './dev-adapters';
import { googleAdapter } from './google-adapter';
import type { IntegrationAdapters } from './providers';
import { zoomAdapter } from './zoom-adapter';

/**
 * The adapters of this server (ADR 055): each provider's real one when its OAuth client is
 * configured, else its development one. Tests swap the factory to point the real adapters at
 * local HTTP servers.
 */
type Factory = (services: Services) => IntegrationAdapters;

export function devSigningKey(services: Services): Buffer {
  return createHmac('sha256', services.keys.urlSigning).update('integrations-dev').digest();
}

const configured: Factory = (services) => {
  const dev = developmentAdapters({ key: devSigningKey(services), appUrl: services.config.publicAppUrl });
  const { google, zoom } = services.config.integrations;
  return {
    google: google === null ? dev.google : googleAdapter(google),
    zoom: zoom === null ? dev.zoom : zoomAdapter(zoom),
  };
};
let factory: Factory = configured;
const built = new WeakMap<Services, IntegrationAdapters>();

export function integrationAdapters(services: Services): IntegrationAdapters {
  let adapters = built.get(services);
  if (adapters === undefined) {
    adapters = factory(services);
    built.set(services, adapters);
  }
  return adapters;
}

/** For tests: which adapters `integrationAdapters` builds (null: back to the configured ones). */
export function setIntegrationAdaptersFactory(next: Factory | null): void {
  factory = next ?? configured;
}
