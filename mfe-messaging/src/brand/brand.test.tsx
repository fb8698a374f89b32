import { createMockApi } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BrandRegistration } from '../common/types';
import { openAt } from '../testing/render';

const BRAND_ID = '00000000-0000-4000-8000-0000000000b1';
const NUMBER_ID = '00000000-0000-4000-8000-0000000000b2';
const NUMBER = {
  id: NUMBER_ID,
  e164: '+12025550177',
  branch_id: null,
  status: 'active' as const,
  created_at: '2026-11-01T10:00:00Z',
};
const PROGRESS = {
  status: 'pending' as const,
  rejection_reason: null,
  submitted_at: '2026-11-02T10:00:00Z',
  checked_at: null,
  submit_error: null,
};
const BRAND = {
  id: BRAND_ID,
  legal_name: 'Maple Family Practice LLC',
  ein: '12-3456789',
  address: '12 Elm Street, Springfield, IL 62701',
  contact_email: 'office@maple.example',
  vertical: 'HEALTHCARE',
  ...PROGRESS,
  campaigns: [] as BrandRegistration['campaigns'],
  created_at: '2026-11-02T10:00:00Z',
};
const DESCRIPTION = 'Appointment reminders and confirmations for the patients of our clinic.';
const FLOW = 'Patients tick the text-reminder box when they book online or at the front desk.';

it('registers a campaign for the brand: a sample of each, numbers chosen, errors under their fields', async () => {
  let brand = { ...BRAND };
  const api = createMockApi()
    .on('listBrandRegistrations', () => ({ items: [brand] }))
    .on('listPhoneNumbers', () => ({ items: [NUMBER] }))
    .on('createA2pCampaign', ({ body }) => {
      const campaign = {
        id: '00000000-0000-4000-8000-0000000000b3',
        brand_id: BRAND_ID,
        ...body,
        has_embedded_links: body.has_embedded_links ?? true,
        has_embedded_phone: body.has_embedded_phone ?? false,
        ...PROGRESS,
        submitted_at: null,
        numbers: [{ id: NUMBER_ID, e164: NUMBER.e164, added: false }],
        created_at: '2026-11-03T10:00:00Z',
      };
      brand = { ...brand, campaigns: [campaign] };
      return campaign;
    });
  openAt('/dashboard/brand', api);
  expect(
    await screen.findByText(/Texts to US numbers are held until an approved campaign/),
  ).toBeInTheDocument();
  const brands = await screen.findByRole('region', { name: 'Brand registrations table' });
  expect(brands).toHaveTextContent("In the carriers' review");
  expect(await screen.findByText('No campaign registered yet')).toBeInTheDocument();

  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Register a campaign for Maple Family Practice LLC' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Register a campaign' }));
  // The only active number is chosen for the clinic.
  expect(dialog.getByRole('checkbox', { name: '+12025550177' })).toBeChecked();
  await user.type(dialog.getByLabelText(/What the texts are for/), 'Reminders');
  await user.type(
    dialog.getByLabelText(/Sample text 1/),
    'Your visit is tomorrow at 9:00. Reply STOP to opt out.',
  );
  await user.click(dialog.getByRole('button', { name: 'Submit campaign' }));
  expect(await dialog.findByText('At least 40 characters: what the texts are for')).toBeInTheDocument();
  expect(dialog.getByText('At least two sample messages')).toBeInTheDocument();
  expect(api.calls.some((call) => call.endpoint === 'createA2pCampaign')).toBe(false);

  await user.clear(dialog.getByLabelText(/What the texts are for/));
  await user.type(dialog.getByLabelText(/What the texts are for/), DESCRIPTION);
  await user.type(dialog.getByLabelText(/How patients agree/), FLOW);
  await user.type(
    dialog.getByLabelText(/Sample text 2/),
    'Maple Family Practice: please confirm your visit with C.',
  );
  await user.click(dialog.getByRole('button', { name: 'Submit campaign' }));
  await waitFor(() =>
    expect(api.calls.find((call) => call.endpoint === 'createA2pCampaign')).toMatchObject({
      url: `/api/brand-registrations/${BRAND_ID}/campaigns`,
      body: {
        use_case: 'ACCOUNT_NOTIFICATION',
        description: DESCRIPTION,
        message_flow: FLOW,
        sample_messages: [
          'Your visit is tomorrow at 9:00. Reply STOP to opt out.',
          'Maple Family Practice: please confirm your visit with C.',
        ],
        phone_number_ids: [NUMBER_ID],
      },
    }),
  );
  const campaigns = await screen.findByRole('region', { name: 'Campaign registrations table' });
  expect(campaigns).toHaveTextContent('Appointment reminders and notifications');
  expect(campaigns).toHaveTextContent("Waiting for the brand's approval");
  expect(campaigns).toHaveTextContent('+12025550177');
});

it('checks the statuses on demand and lifts the warning once a campaign of an approved brand is approved', async () => {
  let approved = false;
  const campaign = {
    id: '00000000-0000-4000-8000-0000000000b3',
    brand_id: BRAND_ID,
    use_case: 'CUSTOMER_CARE' as const,
    description: DESCRIPTION,
    message_flow: FLOW,
    sample_messages: ['a', 'b'],
    has_embedded_links: true,
    has_embedded_phone: false,
    numbers: [{ id: NUMBER_ID, e164: NUMBER.e164, added: true }],
    created_at: '2026-11-03T10:00:00Z',
  };
  const api = createMockApi()
    .on('listBrandRegistrations', () => ({
      items: [
        {
          ...BRAND,
          ...(approved ? { status: 'approved' as const } : {}),
          campaigns: [{ ...campaign, ...PROGRESS, ...(approved ? { status: 'approved' as const } : {}) }],
        },
      ],
    }))
    .on('listPhoneNumbers', () => ({ items: [NUMBER] }))
    .on('refreshBrandRegistrations', () => {
      approved = true;
      return { items: [] };
    });
  openAt('/dashboard/brand', api);
  expect(await screen.findByText(/Texts to US numbers are held/)).toBeInTheDocument();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Check status now' }));
  await waitFor(() =>
    expect(api.calls.some((call) => call.endpoint === 'refreshBrandRegistrations')).toBe(true),
  );
  await waitFor(() => expect(screen.queryByText(/Texts to US numbers are held/)).not.toBeInTheDocument());
  const campaigns = screen.getByRole('region', { name: 'Campaign registrations table' });
  expect(within(campaigns).getByText('Approved')).toBeInTheDocument();
});
