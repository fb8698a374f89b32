import { toast } from '@clinio/design-system';
import type { ApiRequestConfig } from '@clinio/platform';
import { apiError } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLINIC_ID, HILLSIDE_BRANCH, brandApi, buildBranding } from '../testing/clinic-fixtures';
import { openPage } from '../testing/render-app';

const UPLOAD_URL = `/api/clinics/${CLINIC_ID}/upload-logo`;
const WITH_LOGO = buildBranding({
  logo: '/api/clinics/c1/logo?sig=full',
  logo_preview: '/api/clinics/c1/logo?size=preview&sig=small',
  customized: ['logo', 'custom_header_text'],
});

const png = () => new File(['png-bytes'], 'logo.png', { type: 'image/png' });

function openBrand(api = brandApi()) {
  return openPage('/dashboard/settings', 'Clinic settings', { api });
}

it('uploads the logo as FormData field `file` with a progress bar, then shows it', async () => {
  const success = jest.spyOn(toast, 'success');
  const api = brandApi().on(`POST ${UPLOAD_URL}`, () => WITH_LOGO);
  // The upload reports 40% and waits; every other call is answered at once.
  const loose = api as unknown as {
    call: (name: string, input: unknown, config?: ApiRequestConfig) => Promise<unknown>;
  };
  const call = loose.call.bind(loose);
  let release: () => void = () => undefined;
  loose.call = (name, input, config) => {
    if (name !== 'uploadLogo') return call(name, input, config);
    config?.onUploadProgress?.({ loaded: 40, total: 100 } as never);
    return new Promise((resolve) => {
      release = () => resolve(call(name, input, config));
    });
  };
  await openBrand(api);
  const logo = within(await screen.findByRole('region', { name: 'Logo' }));
  expect(logo.getByText(/No logo yet/)).toBeInTheDocument();

  await userEvent.upload(logo.getByLabelText('Logo file'), png());
  const bar = await logo.findByRole('progressbar');
  expect(bar).toHaveAttribute('aria-valuenow', '40');
  expect(logo.getByText('Uploading logo… 40%')).toBeInTheDocument();

  release();
  await waitFor(() => expect(success).toHaveBeenCalledWith('Logo uploaded'));
  expect(logo.queryByRole('progressbar')).not.toBeInTheDocument();
  const upload = api.calls.find((call) => call.url === UPLOAD_URL);
  expect(upload?.body).toBeInstanceOf(FormData);
  const sent = (upload?.body as FormData).get('file');
  expect(sent).toBeInstanceOf(File);
  expect((sent as File).name).toBe('logo.png');
  expect(logo.getByRole('img', { name: 'Current logo' })).toHaveAttribute(
    'src',
    '/api/clinics/c1/logo?size=preview&sig=small',
  );
  expect(
    within(screen.getByRole('region', { name: 'Live preview' })).getByRole('img', {
      name: 'Harbour Clinic logo',
    }),
  ).toBeInTheDocument();
});

it('shows the server’s detail when it refuses the file (415)', async () => {
  const detail = 'The logo must be a PNG, JPEG or WebP image.';
  const api = brandApi().on(`POST ${UPLOAD_URL}`, () => {
    throw apiError(415, { detail, code: 'unsupported_media_type' });
  });
  await openBrand(api);
  const logo = within(await screen.findByRole('region', { name: 'Logo' }));
  await userEvent.upload(logo.getByLabelText('Logo file'), png());
  expect(await logo.findByRole('alert')).toHaveTextContent(detail);
  expect(logo.queryByRole('progressbar')).not.toBeInTheDocument();
});

it('uploads a branch’s own logo with ?branch_id= and removes it after confirmation', async () => {
  const branchLogo = { ...WITH_LOGO, branch_id: HILLSIDE_BRANCH.id, customized: ['logo' as const] };
  const api = brandApi({ branches: { [HILLSIDE_BRANCH.id]: branchLogo } }).on(
    `DELETE /api/clinics/${CLINIC_ID}/logo`,
    () => buildBranding({ branch_id: HILLSIDE_BRANCH.id, customized: [] }),
  );
  await openBrand(api);
  await screen.findByRole('form', { name: 'Branding' });
  await userEvent.selectOptions(screen.getByLabelText('Branding for'), HILLSIDE_BRANCH.id);
  const logo = within(await screen.findByRole('region', { name: 'Logo' }));
  expect(await logo.findByText('This branch’s own logo.')).toBeInTheDocument();

  await userEvent.click(logo.getByRole('button', { name: 'Use clinic logo' }));
  const dialog = within(await screen.findByRole('alertdialog'));
  await userEvent.click(dialog.getByRole('button', { name: 'Use clinic logo' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(api.calls).toContainEqual({
    method: 'DELETE',
    url: `/api/clinics/${CLINIC_ID}/logo`,
    query: { branch_id: HILLSIDE_BRANCH.id },
    body: undefined,
    endpoint: 'deleteLogo',
  });
  expect(logo.getByText(/No logo yet/)).toBeInTheDocument();
});
