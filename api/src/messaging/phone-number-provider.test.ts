import { createDevelopmentNumbers, SEARCH_PAGE_SIZE } from './phone-number-provider';

it('offers the development start fictional numbers of the asked area code, a page at a time', async () => {
  const numbers = createDevelopmentNumbers();
  const hartford = await numbers.search({ country: 'US' });
  expect(hartford).toHaveLength(SEARCH_PAGE_SIZE);
  expect(hartford.every((item) => /^\+1860555010\d$/.test(item.e164))).toBe(true);
  const containing = await numbers.search({ country: 'US', areaCode: '202', contains: '0142' });
  expect(containing.map((item) => item.e164)).toEqual(['+12025550142']);
  expect(
    (await numbers.buy('+12025550142', 'http://localhost:8000/api/webhooks/sms/inbound')).providerSid,
  ).toMatch(/^PNDEV[0-9a-f]{30}$/);
});
