import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildRegistry, remotesDir } from './store';
import { fromMap } from '../http/from-map';
import { publicRoutes } from '../http/route-helpers';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const VERSIONED_FILE = /^\/[a-z][a-z0-9]*(?:-[a-z0-9]+)*\/\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?\/[^/]/;

/** The registry (mutable, never cached stale) and the remotes' immutable version folders. */
export const mfeRoutes: FastifyPluginAsyncZod<{ storeDir: string }> = async (app, { storeDir }) => {
  const routes = publicRoutes(app);
  routes.public(
    {
      ...fromMap('getRemoteRegistry', { errors: [] }),
      tags: ['platform'],
      summary: 'The remotes the shell loads, with their versions and manifests',
    },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'no-cache');
      return buildRegistry(storeDir);
    },
  );

  await app.register(fastifyStatic, {
    root: remotesDir(storeDir),
    prefix: '/mfe/',
    decorateReply: false,
    preCompressed: true,
    index: false,
    dotfiles: 'deny',
    // Only /mfe/<remote>/<version>/<file>: never the staging folders or anything else.
    allowedPath: (pathName) => VERSIONED_FILE.test(pathName),
    cacheControl: false,
    setHeaders: (reply) => {
      void reply.header('Cache-Control', IMMUTABLE);
    },
  });
};
