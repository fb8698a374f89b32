import { z } from 'zod';
import {
  ComingSoonSignupRequest,
  ComingSoonSignupResponse,
  ContactRequest,
  ContactResponse,
} from '../marketing';
import { Registry } from '../registry';
import { PublicConfig } from '../config';
import { defineEndpoint } from './define-endpoint';
import {
  AnalyticsEventRequest,
  ErrorEnvelopeParams,
  ErrorEnvelopeResponse,
  HealthResponse,
  ReadinessResponse,
} from './shapes';

/** Health, public configuration, the remote registry, monitoring intake and marketing. */
export const PLATFORM_ENDPOINTS = {
  getHealth: defineEndpoint({ method: 'GET', path: '/healthz', access: 'public', response: HealthResponse }),
  getReadiness: defineEndpoint({
    method: 'GET',
    path: '/readyz',
    access: 'public',
    response: ReadinessResponse,
  }),
  getPublicConfig: defineEndpoint({
    method: 'GET',
    path: '/api/public-config',
    access: 'public',
    response: PublicConfig,
  }),
  receiveErrorEnvelope: defineEndpoint({
    method: 'POST',
    path: '/api/dev-monitoring/api/:projectId/envelope/',
    access: 'public',
    params: ErrorEnvelopeParams,
    response: ErrorEnvelopeResponse,
  }),
  receiveAnalyticsEvent: defineEndpoint({
    method: 'POST',
    path: '/api/dev-monitoring/api/event',
    access: 'public',
    body: AnalyticsEventRequest,
    response: z.literal('ok'),
  }),
  signUpForLaunchNews: defineEndpoint({
    method: 'POST',
    path: '/api/coming-soon/signup',
    access: 'public',
    body: ComingSoonSignupRequest,
    response: ComingSoonSignupResponse,
  }),
  sendContactMessage: defineEndpoint({
    method: 'POST',
    path: '/api/contact',
    access: 'public',
    body: ContactRequest,
    response: ContactResponse,
  }),
  getRemoteRegistry: defineEndpoint({
    method: 'GET',
    path: '/mfe/registry.json',
    access: 'public',
    response: Registry,
  }),
} as const;

/**
 * What the shell's boot reads before it can route (shell/src/boot/load-boot-data.ts). Every page
 * the server sends announces them as fetch preloads (api/src/web/preload-hints.ts, ADR 051
 * decision 6), so the two must name the same URLs: both take them from here.
 */
export const BOOT_READS = {
  config: PLATFORM_ENDPOINTS.getPublicConfig.path,
  registry: PLATFORM_ENDPOINTS.getRemoteRegistry.path,
} as const;
