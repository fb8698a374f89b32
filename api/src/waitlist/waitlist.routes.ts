import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { anonymousActor } from '../audit/audit';
import { routeHelpers } from '../http/route-helpers';
import { fromMap } from '../http/from-map';
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
      ...fromMap('listWaitlist', { errors: [400, 401, 403] }),
      permission: 'appointments_read',
      tags,
      summary: 'The waitlist, oldest first (default: waiting and offered), with each entry’s latest offer',
    },
    (ctx, { query }) => listWaitlist(ctx, query),
  );

  routes.staff(
    {
      ...fromMap('createWaitlistEntry', { errors: [400, 401, 403], status: 201 }),
      permission: 'appointments_create',
      tags,
      summary: 'Put a patient on the waitlist for a type, a provider (or any) and a window',
    },
    (ctx, { body }) => createWaitlistEntry(ctx, body),
  );

  routes.staff(
    {
      ...fromMap('cancelWaitlistEntry', { errors: [401, 403, 404, 409] }),
      permission: 'appointments_update',
      tags,
      summary: 'Take an entry off the waitlist (a pending offer of it goes to the next entry)',
    },
    (ctx, { params }) => cancelWaitlistEntry(services, ctx, params.id),
  );

  const limit = { max: services.config.loginRateLimitPerMinute, timeWindow: '1 minute' };
  const offerRoutes = [
    ['view', 'viewWaitlistOffer', 'The offer of an e-mail link: the slot and the clinic'],
    ['accept', 'acceptWaitlistOffer', 'Accept the offer: the slot is booked (409 if it was taken)'],
    ['decline', 'declineWaitlistOffer', 'Decline the offer: the slot goes to the next entry'],
  ] as const;
  for (const [action, operationId, summary] of offerRoutes) {
    routes.public(
      {
        ...fromMap(operationId, { errors: [400, 404, 409, 429] }),
        rateLimit: limit,
        tags,
        summary,
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
