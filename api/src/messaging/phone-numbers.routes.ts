import { fromMap } from '../http/from-map';
import type { RouteHelpers } from '../http/route-helpers';
import type { Services } from '../platform/services';
import {
  addPhoneNumber,
  assignPhoneNumber,
  buyPhoneNumber,
  listPhoneNumbers,
  releasePhoneNumber,
  searchAvailableNumbers,
} from './phone-numbers.service';

const tags = ['messaging'];

/**
 * The clinic's SMS numbers (issue 18, ADR 049): listed, added by hand, searched and bought at the
 * provider, assigned to a branch, released. Part of the messaging plugin (its no-store header).
 */
export function phoneNumberRoutes(routes: RouteHelpers, services: Services): void {
  const numbersRead = { permission: 'phone_numbers_read', feature: 'phone_numbers' } as const;
  const numbersWrite = { permission: 'phone_numbers_manage', feature: 'phone_numbers' } as const;
  routes.staff(
    {
      ...fromMap('listPhoneNumbers', { errors: [401, 403] }),
      ...numbersRead,
      tags,
      summary: "The clinic's SMS numbers",
    },
    (ctx) => listPhoneNumbers(ctx),
  );
  routes.staff(
    {
      ...fromMap('addPhoneNumber', { errors: [400, 401, 403, 409], status: 201 }),
      ...numbersWrite,
      tags,
      summary: 'Add a number the clinic holds at the provider (E.164), optionally for one branch',
      audit: (_input, result) => ({
        action: 'phone_number.added',
        resourceType: 'phone_number',
        resourceId: result.id,
        outcome: 'success',
      }),
    },
    (ctx, { body }) => addPhoneNumber(ctx, body),
  );
  routes.staff(
    {
      ...fromMap('searchAvailablePhoneNumbers', { errors: [400, 401, 403, 409, 502] }),
      ...numbersWrite,
      tags,
      summary: "The provider's SMS numbers for sale, by area code or digits (those a clinic holds left out)",
    },
    (ctx, { query }) => searchAvailableNumbers(services, ctx, query),
  );
  routes.staff(
    {
      ...fromMap('buyPhoneNumber', { errors: [400, 401, 403, 409, 502], status: 201 }),
      ...numbersWrite,
      tags,
      summary:
        'Buy a number the search offered, its texts pointed at the inbound webhook, optionally for one branch',
      audit: (_input, result) => ({
        action: 'phone_number.bought',
        resourceType: 'phone_number',
        resourceId: result.id,
        outcome: 'success',
      }),
    },
    (ctx, { body }) => buyPhoneNumber(services, ctx, body),
  );
  routes.staff(
    {
      ...fromMap('assignPhoneNumber', { errors: [400, 401, 403, 404] }),
      ...numbersWrite,
      tags,
      summary: 'Assign an active number to a branch, or to the whole clinic',
      audit: ({ params }) => ({
        action: 'phone_number.assigned',
        resourceType: 'phone_number',
        resourceId: params.id,
        outcome: 'success',
      }),
    },
    (ctx, { params, body }) => assignPhoneNumber(ctx, params.id, body.branch_id),
  );
  routes.staff(
    {
      ...fromMap('releasePhoneNumber', { errors: [400, 401, 403, 404, 409, 502] }),
      ...numbersWrite,
      tags,
      summary: 'Release a number: its texts no longer reach the clinic',
      audit: ({ params }) => ({
        action: 'phone_number.released',
        resourceType: 'phone_number',
        resourceId: params.id,
        outcome: 'success',
      }),
    },
    (ctx, { params }) => releasePhoneNumber(services, ctx, params.id),
  );
}
