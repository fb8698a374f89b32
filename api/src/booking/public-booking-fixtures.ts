import { addLocalDays, localDateOf, type AvailabilityResponse } from '@clinio/contracts';
import type { TestContext } from '../test/test-app';

/** What the public booking tests share: a person who books, and the first slot offered. */

export const BOOKING_PERSON = {
  first_name: 'Maria',
  last_name: 'Lopez',
  email: 'maria.lopez@example.test',
  phone_number: '+49 30 901820',
  date_of_birth: '1984-05-12',
};

/** The first offered slot from two days ahead on (the booking notice passes), within a week. */
export async function firstPublicSlot(
  ctx: TestContext,
  where: { clinicId: string; branchId: string },
  providerId?: string,
  appointmentType = 'consultation',
) {
  const from = addLocalDays(localDateOf(Date.now(), 'Europe/Berlin'), 2);
  const query = new URLSearchParams({
    appointment_type: appointmentType,
    branch_id: where.branchId,
    start_date: from,
    end_date: addLocalDays(from, 7),
    ...(providerId ? { provider_id: providerId } : {}),
  });
  const response = await ctx.server.inject({
    method: 'GET',
    url: `/api/public/booking/${where.clinicId}/availability?${query.toString()}`,
  });
  if (response.statusCode !== 200) throw new Error(`availability answered ${response.statusCode}`);
  const slot = response.json<AvailabilityResponse>().slots[0];
  if (!slot) throw new Error('no slot');
  return slot;
}
