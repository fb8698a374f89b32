import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { receiveContactMessage } from './contact.service';
import { subscribeToLaunch, type SignupServiceDeps } from './signup.service';
import { fromMap } from '../http/from-map';
import { publicRoutes } from '../http/route-helpers';

export interface MarketingRouteOptions {
  signup: SignupServiceDeps;
  rateLimitPerMinute: number;
}

/** The public site's two writes: launch sign-ups and contact messages, both rate-limited per IP. */
export const marketingRoutes: FastifyPluginAsyncZod<MarketingRouteOptions> = async (app, options) => {
  const routes = publicRoutes(app);
  const rateLimit = { max: options.rateLimitPerMinute, timeWindow: '1 minute' };

  routes.public(
    {
      ...fromMap('signUpForLaunchNews', { errors: [400, 429], alsoAnswers: [201] }),
      rateLimit,
      tags: ['marketing'],
      summary: 'Sign up for launch news (idempotent per e-mail address)',
    },
    async (request, reply) => {
      const result = await subscribeToLaunch(options.signup, request.body);
      return reply.status(result.status === 'subscribed' ? 201 : 200).send(result);
    },
  );

  routes.public(
    {
      ...fromMap('sendContactMessage', { errors: [400, 429], status: 201 }),
      rateLimit,
      tags: ['marketing'],
      summary: 'Send a message from the contact page',
    },
    async (request, reply) => {
      const result = await receiveContactMessage(options.signup.db, request.body);
      return reply.status(201).send(result);
    },
  );
};
