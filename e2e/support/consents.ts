import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect } from './fixtures';
import { DEMO_PASSWORD, staffToken } from './identity';

/** The demo portal patient's record at the demo clinic, and the owner's headers to set things up. */
export async function portalPatient(request: APIRequestContext) {
  const login = await request.post('/api/patients/login', {
    data: { username: 'patient@demo.test', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const body = (await login.json()) as { patient: { clinics: { patient_id: string }[] } };
  const patientId = body.patient.clinics[0]?.patient_id ?? '';
  const staff = { Authorization: `Bearer ${await staffToken(request, 'owner')}` };
  return { patientId, staff };
}

/**
 * Makes the demo portal patient (Jordan Miller) lack a signed consent of `type`, as the demo's
 * expired treatment consent does on a fresh start: staff set every one of that type inactive. A
 * test that must see the re-consent prompt calls it first, whatever earlier tests signed.
 */
export async function withoutSignedConsent(request: APIRequestContext, type: string): Promise<void> {
  const { patientId, staff: headers } = await portalPatient(request);
  const records = await request.get(`/api/consent-records/patient/${patientId}`, { headers });
  expect(records.status()).toBe(200);
  for (const consent of (await records.json()) as { id: string; consent_type: string; status: string }[]) {
    if (consent.consent_type !== type || consent.status !== 'signed') continue;
    const changed = await request.put(`/api/consents/${consent.id}`, { headers, data: { is_active: false } });
    expect(changed.status()).toBe(200);
  }
}

export interface SigningTexts {
  readAndSign: string;
  list: string;
  name: RegExp;
  writeName: string;
  sign: string;
  allSigned: string;
  continue: string;
}

export const ENGLISH_SIGNING: SigningTexts = {
  readAndSign: 'Read and sign',
  list: 'Consents to sign',
  name: /^Your full name/,
  writeName: 'Write my typed name',
  sign: 'Sign',
  allSigned: 'Thank you: everything this visit needs is signed.',
  continue: 'Continue booking',
};

export const SPANISH_SIGNING: SigningTexts = {
  readAndSign: 'Leer y firmar',
  list: 'Consentimientos por firmar',
  name: /^Su nombre completo/,
  writeName: 'Escribir mi nombre',
  sign: 'Firmar',
  allSigned: 'Gracias: todo lo que necesita esta visita está firmado.',
  continue: 'Continuar con la reserva',
};

/**
 * From the booking dialog's re-consent notice: to the signing page, each consent signed with the
 * typed name written as the signature (axe on the page), and back to the dialog, open again.
 */
export async function signWhatTheVisitNeeds(page: Page, dialog: Locator, texts: SigningTexts): Promise<void> {
  await dialog.getByRole('link', { name: texts.readAndSign }).click();
  await expect(page).toHaveURL(/\/patient-dashboard\/consents\?sign_for=/);
  const forms = page.locator('[data-remote="forms"]');
  const done = forms.getByText(texts.allSigned);
  const name = forms.getByLabel(texts.name);
  await expect(name.or(done)).toBeVisible({ timeout: 30_000 });
  const waiting = forms.getByRole('list', { name: texts.list }).getByRole('listitem');
  let first = true;
  while (await name.isVisible()) {
    const left = await waiting.count();
    await name.fill('Jordan Miller');
    await forms.getByRole('button', { name: texts.writeName }).click();
    if (first) await expectAccessible(page, { include: '[data-remote="forms"]' });
    first = false;
    await forms.getByRole('button', { name: texts.sign, exact: true }).click();
    // Signed: the list is one shorter, or everything is signed.
    await expect(left > 1 ? waiting : done).toHaveCount(left > 1 ? left - 1 : 1, { timeout: 15_000 });
  }
  await expect(done).toBeVisible();
  await forms.getByRole('link', { name: texts.continue }).click();
  await expect(page).toHaveURL(/\/patient-dashboard\?book=/);
  await expect(dialog).toBeVisible({ timeout: 30_000 });
}
