import { createMockApi } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openAt } from '../testing/render';

const BRANCH_ID = '00000000-0000-4000-8000-0000000000d2';
const NUMBER = {
  id: '00000000-0000-4000-8000-0000000000d1',
  e164: '+12025550177',
  branch_id: BRANCH_ID as string | null,
  status: 'active' as const,
  created_at: '2026-11-01T10:00:00Z',
};
it('moves a number to the whole clinic and asks before releasing it', async () => {
  const api = createMockApi()
    .on('listPhoneNumbers', () => ({ items: [NUMBER] }))
    .on('assignPhoneNumber', ({ body }) => ({ ...NUMBER, branch_id: body.branch_id }));
  openAt('/dashboard/phone-numbers', api);
  const table = await screen.findByRole('region', { name: 'Phone numbers table' });
  expect(table).toHaveTextContent('Active');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Release +12025550177' }));
  expect(await screen.findByRole('alertdialog', { name: 'Release this number?' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('button', { name: 'Change branch of +12025550177' }));
  const dialog = await screen.findByRole('dialog', { name: 'Branch of +12025550177' });
  await user.selectOptions(within(dialog).getByLabelText('Branch'), '');
  await user.click(within(dialog).getByRole('button', { name: 'Change branch' }));
  await waitFor(() =>
    expect(api.calls.find((call) => call.endpoint === 'assignPhoneNumber')?.body).toEqual({
      branch_id: null,
    }),
  );
});

it('buys a number: searches by area code, refuses a bad one, then buys the chosen number', async () => {
  const api = createMockApi()
    .on('listPhoneNumbers', () => ({ items: [NUMBER] }))
    .on('searchAvailablePhoneNumbers', ({ query }) => ({
      items:
        query?.area_code === '860'
          ? [
              { e164: '+18605550142', locality: 'Hartford', region: 'CT' },
              { e164: '+18605550143', locality: 'Hartford', region: 'CT' },
            ]
          : [],
    }))
    .on('buyPhoneNumber', ({ body }) => ({ ...NUMBER, id: BRANCH_ID, e164: body.e164 }));
  openAt('/dashboard/phone-numbers', api);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Buy a number' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Buy a number' }));
  expect(
    dialog.getByText('Search by area code, or by digits the number should contain.'),
  ).toBeInTheDocument();
  await user.type(dialog.getByLabelText('Area code'), '86{Enter}');
  expect(await dialog.findByText('Enter three digits, such as 860')).toBeInTheDocument();
  expect(api.calls.some((call) => call.endpoint === 'searchAvailablePhoneNumbers')).toBe(false);
  await user.clear(dialog.getByLabelText('Area code'));
  await user.type(dialog.getByLabelText('Area code'), '212{Enter}');
  expect(await dialog.findByText('No numbers for sale match. Try another area code.')).toBeInTheDocument();
  await user.clear(dialog.getByLabelText('Area code'));
  await user.type(dialog.getByLabelText('Area code'), '860');
  await user.click(dialog.getByRole('button', { name: 'Search' }));
  await user.click(await dialog.findByRole('radio', { name: /\(860\) 555-0143 Hartford, CT/ }));
  await user.click(dialog.getByRole('button', { name: 'Buy this number' }));
  await waitFor(() =>
    expect(api.calls.find((call) => call.endpoint === 'buyPhoneNumber')?.body).toEqual({
      e164: '+18605550143',
      branch_id: null,
    }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
