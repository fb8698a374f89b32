import {
  ComingSoonSignupRequest,
  ComingSoonSignupResponse,
  ContactRequest,
  ContactResponse,
} from '@clinio/contracts';
import { errorResponses } from '../http/error-responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { receiveContactMessage } from './contact.service';
import { subscribeToLaunch, type SignupServiceDeps } from './signup.service';

export interface MarketingRouteOptions {
  signup: SignupServiceDeps;
  rateLimitPerMinute: number;
}

/** The public site's two writes: launch sign-ups and contact messages, both rate-limited per IP. */
export const marketingRoutes: FastifyPluginAsyncZod<MarketingRouteOptions> = async (app, options) => {
  const rateLimit = { max: options.rateLimitPerMinute, timeWindow: '1 minute' };

  app.post(
    '/api/coming-soon/signup',
    {
      config: { access: 'public', rateLimit },
      schema: {
        operationId: 'signUpForLaunchNews',
        tags: ['marketing'],
        summary: 'Sign up for launch news (idempotent per e-mail address)',
        body: ComingSoonSignupRequest,
        response: {
          200: ComingSoonSignupResponse,
          201: ComingSoonSignupResponse,
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, reply) => {
      const result = await subscribeToLaunch(options.signup, request.body);
      return reply.status(result.status === 'subscribed' ? 201 : 200).send(result);
    },
  );

  app.post(
    '/api/contact',
    {
      config: { access: 'public', rateLimit },
      schema: {
        operationId: 'sendContactMessage',
        tags: ['marketing'],
        summary: 'Send a message from the contact page',
        body: ContactRequest,
        response: { 201: ContactResponse, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const result = await receiveContactMessage(options.signup.db, request.body);
      return reply.status(201).send(result);
    },
  );
};
