import { type PublicConfig } from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config/config';
import { publicMonitoringOf } from '../config/monitoring';
import { fromMap } from '../http/from-map';
import { publicRoutes } from '../http/route-helpers';

/** The subset of the configuration the browser may see, as an explicit list. */
export function publicConfigOf(config: Config): PublicConfig {
  return {
    apiBaseUrl: config.publicApiBaseUrl,
    environment: config.env,
    flags: config.flags,
    estimatedLaunch: config.estimatedLaunch,
    allowRemoteOverrides: config.allowMfeOverrides,
    monitoring: publicMonitoringOf(config.monitoring),
  };
}

export const publicConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const routes = publicRoutes(app);
  const body = publicConfigOf(config);
  routes.public(
    {
      ...fromMap('getPublicConfig', { errors: [] }),
      tags: ['platform'],
      summary:
        'Run-time configuration for the browser: launch flags, the API address and where monitoring goes',
    },
    (_request, reply) => {
      void reply.header('Cache-Control', 'no-cache');
      return body;
    },
  );
};
