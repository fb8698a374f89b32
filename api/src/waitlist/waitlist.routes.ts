import { ENDPOINTS as E } from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { anonymousActor } from '../audit/audit';
import { errorResponses } from '../http/error-responses';
import { routeHelpers } from '../http/route-helpers';
import type { Services } from '../platform/services';
import { listenForFreedTimes } from './freed';
import { acceptWaitlistOffer, declineWaitlistOffer, viewWaitlistOffer } from './offer-response.service';
import { cancelWaitlistEntry, createWaitlistEntry, listWaitlist } from './waitlist.service';
import './waitlist.merge';

const tags = ['waitlist'];

/**
 * The waitlist (ADR 040): staff list, add and cancel entries; the offer e-mail's link opens a
 * public page that views, accepts or declines the offer with the link's token alone.
 */
export const waitlistRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const routes = routeHelpers(app, services);
  listenForFreedTimes(services);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  routes.staff(
    {
      method: 'GET',
      url: E.listWaitlist.path,
      permission: 'appointments_read',
      operationId: 'listWaitlist',
      tags,
      summary: 'The waitlist, oldest first (default: waiting and offered), with each entry’s latest offer',
      schema: {
        querystring: E.listWaitlist.query,
        response: { 200: E.listWaitlist.response, ...errorResponses(400, 401, 403) },
      },
    },
    (ctx, { query }) => listWaitlist(ctx, query),
  );

  routes.staff(
    {
      method: 'POST',
      url: E.createWaitlistEntry.path,
      permission: 'appointments_create',
      status: 201,
      operationId: 'createWaitlistEntry',
      tags,
      summary: 'Put a patient on the waitlist for a type, a provider (or any) and a window',
      schema: {
        body: E.createWaitlistEntry.body,
        response: { 201: E.createWaitlistEntry.response, ...errorResponses(400, 401, 403) },
      },
    },
    (ctx, { body }) => createWaitlistEntry(ctx, body),
  );

  routes.staff(
    {
      method: 'DELETE',
      url: E.cancelWaitlistEntry.path,
      permission: 'appointments_update',
      operationId: 'cancelWaitlistEntry',
      tags,
      summary: 'Take an entry off the waitlist (a pending offer of it goes to the next entry)',
      schema: {
        params: E.cancelWaitlistEntry.params,
        response: { 200: E.cancelWaitlistEntry.response, ...errorResponses(401, 403, 404, 409) },
      },
    },
    (ctx, { params }) => cancelWaitlistEntry(services, ctx, params.id),
  );

  const limit = { max: services.config.loginRateLimitPerMinute, timeWindow: '1 minute' };
  const offerRoutes = [
    [
      'view',
      E.viewWaitlistOffer,
      'viewWaitlistOffer',
      'The offer of an e-mail link: the slot and the clinic',
    ],
    [
      'accept',
      E.acceptWaitlistOffer,
      'acceptWaitlistOffer',
      'Accept the offer: the slot is booked (409 if it was taken)',
    ],
    [
      'decline',
      E.declineWaitlistOffer,
      'declineWaitlistOffer',
      'Decline the offer: the slot goes to the next entry',
    ],
  ] as const;
  for (const [action, endpoint, operationId, summary] of offerRoutes) {
    app.post(
      endpoint.path,
      {
        config: { access: 'public', rateLimit: limit },
        schema: {
          operationId,
          tags,
          summary,
          body: endpoint.body,
          response: { 200: endpoint.response, ...errorResponses(400, 404, 409, 429) },
        },
      },
      async (request) => {
        const { token } = request.body;
        if (action === 'view') return viewWaitlistOffer(services, token);
        const actor = anonymousActor(request);
        return action === 'accept'
          ? acceptWaitlistOffer(services, actor, token)
          : declineWaitlistOffer(services, actor, token);
      },
    );
  }
};
