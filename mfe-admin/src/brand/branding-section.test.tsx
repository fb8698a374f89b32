import { toast } from '@clinio/design-system';
import { createEventBus } from '@clinio/platform';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CLINIC_ID,
  HARBOUR_BRANCH,
  HILLSIDE_BRANCH,
  brandApi,
  buildBranding,
} from '../testing/clinic-fixtures';
import { ADMIN, FRONT_DESK, openPage } from '../testing/render-app';

const BRANDING_URL = `/api/clinics/${CLINIC_ID}/branding`;

async function openBrand(options: Parameters<typeof openPage>[2] = {}) {
  const view = await openPage('/dashboard/settings', 'Clinic settings', { api: brandApi(), ...options });
  const form = within(await screen.findByRole('form', { name: 'Branding' }));
  const preview = within(screen.getByRole('region', { name: 'Live preview' }));
  return { ...view, form, preview };
}

const patches = (calls: { method: string }[]) => calls.filter((call) => call.method === 'PATCH');

it('updates the live preview while typing', async () => {
  const { form, preview } = await openBrand();
  const header = preview.getByText('Harbour Clinic');
  expect(header).toHaveStyle({ color: 'rgb(62, 22, 208)' });

  const text = form.getByLabelText('Custom header text');
  await userEvent.clear(text);
  await userEvent.type(text, 'Harbour Health');
  expect(preview.getByText('Harbour Health')).toBeInTheDocument();

  const primary = form.getByLabelText('Primary colour');
  await userEvent.clear(primary);
  await userEvent.type(primary, '#112233');
  expect(preview.getByText('Harbour Health')).toHaveStyle({ color: 'rgb(17, 34, 51)' });
  expect(preview.getByText('Book appointment')).toHaveStyle({ backgroundColor: 'rgb(17, 34, 51)' });
  expect(form.getByLabelText('Primary colour picker')).toHaveValue('#112233');

  const secondary = form.getByLabelText('Secondary colour');
  await userEvent.clear(secondary);
  await userEvent.type(secondary, '#ffcc00');
  expect(preview.getByText('View patients')).toHaveStyle({ backgroundColor: 'rgb(255, 204, 0)' });

  await userEvent.click(form.getByRole('switch', { name: 'Show logo in header' }));
  expect(preview.queryByRole('img')).not.toBeInTheDocument();
});

it('validates colours as #RRGGBB while typing and sends nothing invalid', async () => {
  const { api, form, preview } = await openBrand();
  const primary = form.getByLabelText('Primary colour');
  await userEvent.clear(primary);
  await userEvent.type(primary, '#12345');
  expect(form.getByText('Use a colour like #3e16d0: # and six hexadecimal digits')).toBeInTheDocument();
  expect(primary).toHaveAttribute('aria-invalid', 'true');
  // The preview keeps the last saved colour meanwhile.
  expect(preview.getByText('Harbour Clinic')).toHaveStyle({ color: 'rgb(62, 22, 208)' });

  await userEvent.click(form.getByRole('button', { name: 'Save branding' }));
  expect(await form.findByRole('alert')).toHaveTextContent(
    'Please correct the highlighted fields and try again.',
  );
  expect(patches(api.calls)).toEqual([]);

  await userEvent.type(primary, 'g');
  expect(form.getByText(/Use a colour like/)).toBeInTheDocument();
  await userEvent.clear(primary);
  await userEvent.type(primary, '#abcdef');
  expect(form.queryByText(/Use a colour like/)).not.toBeInTheDocument();
});

it('saves only what changed and tells the shell the colours of the user’s own branch', async () => {
  const success = jest.spyOn(toast, 'success');
  const bus = createEventBus();
  const heard = jest.fn();
  bus.subscribe('branding.changed', heard);
  const api = brandApi({
    // The signed-in user works at Harbour Street, which keeps its own secondary colour.
    branches: {
      [HARBOUR_BRANCH.id]: buildBranding({
        branch_id: HARBOUR_BRANCH.id,
        primary_color: '#112233',
        secondary_color: '#ff8800',
        customized: ['secondary_color'],
      }),
    },
  }).on(`PATCH ${BRANDING_URL}`, (body) => buildBranding({ ...(body as object) }));
  const { form } = await openBrand({ api, bus, user: ADMIN });

  const primary = form.getByLabelText('Primary colour');
  await userEvent.clear(primary);
  await userEvent.type(primary, '#112233');
  await userEvent.type(form.getByLabelText('Tagline'), '!');
  await userEvent.click(form.getByRole('button', { name: 'Save branding' }));

  await waitFor(() => expect(success).toHaveBeenCalledWith('Branding saved'));
  expect(patches(api.calls)).toEqual([
    {
      method: 'PATCH',
      url: BRANDING_URL,
      body: { primary_color: '#112233', tagline: 'Healthcare Management System!' },
      endpoint: 'updateClinicBranding',
      query: {},
    },
  ]);
  await waitFor(() =>
    expect(heard).toHaveBeenCalledWith(
      { primaryColor: '#112233', secondaryColor: '#ff8800' },
      expect.objectContaining({ source: 'admin' }),
    ),
  );
});

it('edits a branch’s overrides, shows what is inherited and clears an override with null', async () => {
  const hillside = buildBranding({
    branch_id: HILLSIDE_BRANCH.id,
    primary_color: '#aa0000',
    customized: ['primary_color'],
  });
  const api = brandApi({ branches: { [HILLSIDE_BRANCH.id]: hillside } }).on(`PATCH ${BRANDING_URL}`, () => ({
    ...hillside,
    primary_color: '#3e16d0',
    secondary_color: '#00aa00',
    customized: ['secondary_color'],
  }));
  await openBrand({ api });
  await userEvent.selectOptions(screen.getByLabelText('Branding for'), HILLSIDE_BRANCH.id);
  const branchForm = within(await screen.findByRole('form', { name: 'Branding' }));
  await waitFor(() => expect(branchForm.getByLabelText('Primary colour')).toHaveValue('#aa0000'));

  expect(branchForm.getAllByText('Set for this branch')).toHaveLength(1);
  expect(branchForm.getAllByText('Inherited from the clinic')).toHaveLength(4);
  await userEvent.click(branchForm.getByRole('button', { name: 'Use clinic value for Primary colour' }));
  expect(branchForm.getByLabelText('Primary colour')).toHaveValue('#3e16d0');
  expect(branchForm.getAllByText('Inherited from the clinic')).toHaveLength(5);

  const secondary = branchForm.getByLabelText('Secondary colour');
  await userEvent.clear(secondary);
  await userEvent.type(secondary, '#00aa00');
  await userEvent.click(branchForm.getByRole('button', { name: 'Save branding' }));

  await waitFor(() => expect(patches(api.calls)).toHaveLength(1));
  expect(patches(api.calls)[0]).toEqual({
    method: 'PATCH',
    url: BRANDING_URL,
    query: { branch_id: HILLSIDE_BRANCH.id },
    body: { primary_color: null, secondary_color: '#00aa00' },
    endpoint: 'updateClinicBranding',
  });
  expect(await branchForm.findByText('Set for this branch')).toBeInTheDocument();
});

it('is read-only, with the reason, for a user without brand_manage', async () => {
  const { api, form, preview } = await openBrand({ user: FRONT_DESK });
  expect(screen.getByText(/You can view the branding but not change it/)).toBeInTheDocument();
  expect(form.getByLabelText('Primary colour')).toHaveAttribute('readonly');
  expect(form.getByLabelText('Primary colour picker')).toBeDisabled();
  expect(form.getByLabelText('Custom header text')).toHaveAttribute('readonly');
  expect(form.queryByRole('button', { name: 'Save branding' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Upload logo/ })).not.toBeInTheDocument();
  expect(preview.getByText('Harbour Clinic')).toBeInTheDocument();
  expect(api.calls.every((call) => call.method === 'GET')).toBe(true);
});
