import type { ConsentType, Paperwork, PatientProfile } from '@clinio/contracts';
import { LocaleProvider } from '@clinio/design-system';
import { RemoteHarness, apiError, createMockApi } from '@clinio/platform/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../app';
import {
  APPOINTMENT_ID,
  CLINIC_ID,
  PATIENT_ID,
  PATIENT_USER,
  TEMPLATE_ID,
  openAt,
  paperworkOf,
} from '../testing/render';

jest.mock('signature_pad', () => ({
  __esModule: true,
  default: class {
    isEmpty = () => false;
    toDataURL = () => 'data:image/png;base64,iVBORw0KGgo=';
    addEventListener = () => undefined;
    removeEventListener = () => undefined;
    off = () => undefined;
    clear = () => undefined;
  },
}));

beforeAll(() => {
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
    configurable: true,
    value: () => ({ scale: () => undefined, fillText: () => undefined }),
  });
});

const CONSENT_ID = '00000000-0000-4000-8000-0000000000a9';

const PROFILE: PatientProfile = {
  id: PATIENT_USER.id,
  patient_id: PATIENT_ID,
  username: 'ada',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone_number: '',
  email_verified: true,
  role: { name: 'Patient', permissions: ['patient_read', 'patient_update'] },
  clinics: [
    {
      clinic_id: CLINIC_ID,
      clinic_name: 'Harbour Clinic',
      patient_id: PATIENT_ID,
      authorized_at: '2026-01-01T00:00:00Z',
    },
  ],
};

const CONSENT = {
  id: CONSENT_ID,
  consent_type: 'treatment' as const,
  consent_text: 'I agree to be treated.',
  consent_text_es: '',
  status: 'pending' as const,
  is_required: true,
  expires_at: null,
  appointment_id: APPOINTMENT_ID,
  signature: null,
};
const paperwork = (overrides: Partial<Paperwork> = {}): Paperwork => ({
  ...paperworkOf([CONSENT]),
  ...overrides,
});

/** What the server answers for a consent Ada signed. */
const signedConsent = (type: ConsentType) => ({
  ...CONSENT,
  consent_type: type,
  status: 'signed' as const,
  signature: {
    signer_name: 'Ada Lovelace',
    signed_at: '2026-11-28T00:00:00Z',
    method: 'drawn' as const,
    content_hash: 'a'.repeat(64),
    has_image: true,
    locale: 'en' as const,
  },
});

const portalApi = () =>
  createMockApi()
    .on('getPatientProfile', () => PROFILE)
    .on('getMyPaperwork', () => paperwork());

it('fills a form in the portal: the draft is kept while typing, a required answer is asked for, then it is sent', async () => {
  const api = portalApi()
    .on('saveMyFormDraft', ({ body }) => ({
      template_id: TEMPLATE_ID,
      version: 1,
      appointment_id: APPOINTMENT_ID,
      answers: body.answers,
      updated_at: '2026-11-28T00:00:00Z',
    }))
    .on('submitMyForm', () => {
      throw apiError(400, {
        detail: 'Invalid',
        code: 'validation_error',
        fields: [{ field: 'full_name', message: 'Too short' }],
      });
    });
  await openAt('/patient-dashboard/consents', 'Forms and consents', { api, patient: true });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Fill in New patient intake' }));
  await user.click(await screen.findByRole('button', { name: 'Send form' }));
  expect(await screen.findByText('This field is required')).toBeInTheDocument();
  expect(api.calls.some((call) => call.endpoint === 'submitMyForm')).toBe(false);

  await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'A');
  await waitFor(
    () => expect(screen.getByTestId('draft-status')).toHaveTextContent('Your answers are saved'),
    { timeout: 3000 },
  );
  expect(api.calls.find((call) => call.endpoint === 'saveMyFormDraft')?.body).toEqual({
    version: 1,
    appointment_id: APPOINTMENT_ID,
    answers: { full_name: 'A' },
  });
  await user.click(screen.getByRole('button', { name: 'Send form' }));
  expect(await screen.findByText('Too short')).toBeInTheDocument();

  api.on('submitMyForm', ({ body }) => ({
    id: CONSENT_ID,
    template_id: TEMPLATE_ID,
    version: 1,
    patient_id: PATIENT_ID,
    appointment_id: APPOINTMENT_ID,
    answers: body.answers,
    submitted_at: '2026-11-28T00:00:00Z',
  }));
  await user.click(screen.getByRole('button', { name: 'Send form' }));
  expect(
    await screen.findByText('Thank you: New patient intake was sent to the clinic.'),
  ).toBeInTheDocument();
  expect(api.calls.filter((call) => call.endpoint === 'submitMyForm').at(-1)?.body).toEqual({
    template_id: TEMPLATE_ID,
    version: 1,
    appointment_id: APPOINTMENT_ID,
    answers: { full_name: 'A' },
  });
});

it('signs a consent with a drawn signature and the typed name', async () => {
  const api = portalApi().on('signMyConsent', () => signedConsent('treatment'));
  await openAt('/patient-dashboard/consents', 'Forms and consents', { api, patient: true });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Read and sign the Treatment consent' }));
  expect(screen.getByText('I agree to be treated.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Sign' }));
  expect(await screen.findByText('Type your full name')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /Your full name/ }), 'Ada Lovelace');
  await user.click(screen.getByRole('button', { name: 'Sign' }));
  expect(await screen.findByText('Thank you: your consent is signed.')).toBeInTheDocument();
  expect(api.calls.find((call) => call.endpoint === 'signMyConsent')?.body).toEqual({
    signer_name: 'Ada Lovelace',
    signature_png: 'data:image/png;base64,iVBORw0KGgo=',
    locale: 'en',
  });
});

/** The portal's paperwork page on a Spanish page, for the patient. */
function renderInSpanish(api: ReturnType<typeof createMockApi>) {
  render(
    <LocaleProvider locale="es">
      <RemoteHarness
        App={App}
        initialPath="/patient-dashboard/consents"
        props={{
          api,
          auth: { status: 'patient', user: PATIENT_USER, tenantId: null, clinicId: null, branchId: null },
        }}
      />
    </LocaleProvider>,
  );
}

it('reads in Spanish, and says when there is nothing to fill', async () => {
  const api = createMockApi()
    .on('getPatientProfile', () => PROFILE)
    .on('getMyPaperwork', () => paperwork({ forms: [], consents: [] }));
  renderInSpanish(api);
  expect(
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Formularios y consentimientos' },
      { timeout: 10_000 },
    ),
  ).toBeInTheDocument();
  expect(await screen.findByText('No hay formularios por completar')).toBeInTheDocument();
  expect(screen.getByText('No hay consentimientos por firmar')).toBeInTheDocument();
});

it('shows a Spanish reader the clinic’s Spanish questions and consent text, and signs that text', async () => {
  const form = paperworkOf().forms[0]!;
  const api = createMockApi()
    .on('getPatientProfile', () => PROFILE)
    .on('getMyPaperwork', () =>
      paperwork({
        forms: [
          {
            ...form,
            translations: { es: { name: 'Registro', fields: { full_name: { title: 'Nombre completo' } } } },
          },
        ],
        consents: [{ ...CONSENT, consent_text_es: 'Acepto ser tratado.' }],
      }),
    )
    .on('signMyConsent', () => signedConsent('treatment'));
  renderInSpanish(api);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Completar Registro' }, { timeout: 10_000 }));
  expect(await screen.findByRole('heading', { name: 'Registro' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Nombre completo/ })).toBeInTheDocument();
  // A question the clinic did not write in Spanish shows its own text.
  expect(screen.getByText('Smoker')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Volver' }));
  await user.click(
    await screen.findByRole('button', { name: 'Leer y firmar el consentimiento de Tratamiento' }),
  );
  expect(screen.getByText('Acepto ser tratado.')).toBeInTheDocument();
  expect(screen.queryByText('I agree to be treated.')).not.toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /Su nombre completo/ }), 'Ada Lovelace');
  await user.click(screen.getByRole('button', { name: 'Firmar' }));
  await waitFor(() =>
    expect(api.calls.find((call) => call.endpoint === 'signMyConsent')?.body).toMatchObject({ locale: 'es' }),
  );
});

it('before booking, asks for the consents the visit needs one after the other, then leads back to booking', async () => {
  let needs = [
    {
      consent_type: 'treatment' as const,
      title: 'Consent to treatment',
      consent_text: 'I agree to be treated.',
      title_es: '',
      consent_text_es: '',
      valid_days: 365,
    },
    {
      consent_type: 'hipaa_privacy' as const,
      title: 'Privacy notice',
      consent_text: 'I have read the notice.',
      title_es: '',
      consent_text_es: '',
      valid_days: null,
    },
  ];
  const api = portalApi()
    .on('getMyConsentNeeds', () => ({ appointment_type: 'consultation', needs, without_text: [] }))
    .on('signMyConsentNeed', ({ params }) => {
      needs = needs.filter((need) => need.consent_type !== params.consentType);
      return signedConsent(params.consentType);
    });
  await openAt(
    `/patient-dashboard/consents?sign_for=consultation&patient=${PATIENT_ID}`,
    'Forms and consents',
    {
      api,
      patient: true,
    },
  );
  const user = userEvent.setup();
  expect(
    await screen.findByRole('heading', { name: 'Before you book at Harbour Clinic' }),
  ).toBeInTheDocument();
  expect(
    await screen.findByText('Please read and sign these 2 consents; then you can book your visit.'),
  ).toBeInTheDocument();
  expect(screen.getByText('I agree to be treated.')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: /Your full name/ }), 'Ada Lovelace');
  await user.click(screen.getByRole('button', { name: 'Sign' }));
  expect(await screen.findByText('I have read the notice.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Your full name/ })).toHaveValue('');
  await user.type(screen.getByRole('textbox', { name: /Your full name/ }), 'Ada Lovelace');
  await user.click(screen.getByRole('button', { name: 'Sign' }));
  expect(await screen.findByText('Thank you: everything this visit needs is signed.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue booking' })).toHaveAttribute(
    'href',
    `/patient-dashboard?book=consultation&for=${PATIENT_ID}`,
  );
  expect(api.calls.filter((call) => call.endpoint === 'signMyConsentNeed').map((call) => call.url)).toEqual([
    `/api/patients/${PATIENT_ID}/consent-needs/treatment/signature`,
    `/api/patients/${PATIENT_ID}/consent-needs/hipaa_privacy/signature`,
  ]);
});
