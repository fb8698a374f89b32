import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, remoteArea, test } from '../support/fixtures';
import {
  bookAppointment,
  createPatient,
  findPatient,
  schedulingResources,
  staffHeaders,
  uniqueName,
} from '../support/factories';
import { signInPatient, signInStaff, staffToken } from '../support/identity';

/** Priya Shah by her e-mail: identity.spec renames her username in the same run. */
const PROVIDER = 'provider@demo.test';

/**
 * Issue 11 section 4: a provider writes a note for the demo patient from the chart, it autosaves,
 * she signs it and sees it locked (signer, time, hash; the server refuses a change), shares it,
 * and the patient reads it in the portal.
 */
const notes = (page: Page) => remoteArea(page, 'patients');
const run = Date.now().toString(36);

/** The page never scrolls sideways (375 px phones). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The demo patient the provider notes tests write for. */
const jordanMiller = (request: APIRequestContext, token: string) =>
  findPatient(request, { Authorization: `Bearer ${token}` }, { first_name: 'Jordan', last_name: 'Miller' });

test('a provider signs a note and sees it locked; the shared note reaches the patient portal', async ({
  page,
  request,
  browser,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  const token = await staffToken(request, PROVIDER);
  const patientId = await jordanMiller(request, token);
  await page.setViewportSize({ width: 1536, height: 900 });
  await signInStaff(page, PROVIDER);
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/dashboard/provider-notes');
  await expect(notes(page).getByRole('heading', { level: 1, name: 'Provider Notes' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(notes(page).getByText('Yours to sign').first()).toBeVisible();
  await expectAccessible(page, { include: '[data-remote="patients"]' });

  await page.goto(`/dashboard/patients/${patientId}?tab=notes`);
  await expect(notes(page).getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
  await notes(page).getByRole('button', { name: 'New note' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New note' });
  await expect(dialog.getByLabel('Template')).toHaveValue('soap');
  await dialog.getByRole('button', { name: 'Start note' }).click();

  await expect(page).toHaveURL(/\/dashboard\/provider-notes\/[0-9a-f-]{36}$/);
  const noteId = page.url().split('/').at(-1) ?? '';
  await expect(notes(page).getByRole('heading', { level: 1, name: 'Note for Jordan Miller' })).toBeVisible();
  const subjective = `Headache for three days ${run}`;
  await notes(page).getByRole('textbox', { name: 'Subjective' }).fill(subjective);
  await notes(page).getByRole('textbox', { name: 'Plan' }).fill('Fluids, rest and review in a week.');
  await expect(notes(page).getByTestId('autosave-status')).toHaveText('All changes saved');
  await expectAccessible(page, { include: '[data-remote="patients"]' });

  // A reload shows what was saved as she typed.
  await page.reload();
  await expect(notes(page).getByRole('textbox', { name: 'Subjective' })).toHaveValue(subjective);

  await notes(page).getByRole('button', { name: 'Sign note' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Sign this note?' });
  await confirm.getByRole('button', { name: 'Sign note' }).click();
  const signature = notes(page).getByTestId('note-signature');
  await expect(signature).toContainText('Signed by Priya Shah');
  await expect(signature).toContainText(/Content hash \(SHA-256\): [0-9a-f]{64}/);
  await expect(notes(page).getByRole('textbox', { name: 'Subjective' })).toHaveCount(0);
  await expect(notes(page).getByText(subjective)).toBeVisible();
  await expectAccessible(page, { include: '[data-remote="patients"]' });

  // The server refuses to change it too.
  const change = await request.patch(`/api/provider-notes/${noteId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { version: 1, sections: { plan: 'changed' } },
  });
  expect(change.status()).toBe(409);
  expect(((await change.json()) as { reason?: string }).reason).toBe('note_signed');

  await notes(page).getByRole('textbox', { name: 'New addendum' }).fill('Blood pressure checked: normal.');
  await notes(page).getByRole('button', { name: 'Sign and add addendum' }).click();
  await expect(notes(page).getByText('Signed by Priya Shah on').last()).toBeVisible();
  await expect(notes(page).getByText('Blood pressure checked: normal.')).toBeVisible();

  await notes(page).getByRole('button', { name: 'Share with patient' }).click();
  await page
    .getByRole('alertdialog', { name: 'Share this note with the patient?' })
    .getByRole('button', { name: 'Share' })
    .click();
  await expect(notes(page).getByText(/Shared with the patient on/)).toBeVisible();

  const patientContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const portal = await patientContext.newPage();
  await signInPatient(portal, 'demopatient');
  await portal.goto('/patient-dashboard/provider-notes');
  await expect(portal.getByRole('heading', { level: 1, name: 'Notes from your clinic' })).toBeVisible({
    timeout: 30_000,
  });
  const shared = portal.getByRole('article').filter({ hasText: subjective });
  await expect(shared).toBeVisible();
  await expect(shared).toContainText('Blood pressure checked: normal.');
  await expect(shared).toContainText('Signed by Priya Shah');
  await expect(portal.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoSidewaysScroll(portal);
  await expectAccessible(portal);
  await patientContext.close();
  expect(pageErrors).toEqual([]);
});

test('Quick Notes keeps a few words for a patient as a draft', async ({ page, pageErrors }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInStaff(page, PROVIDER);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard/provider-notes/quick');
  await expect(notes(page).getByRole('heading', { level: 1, name: 'Quick note' })).toBeVisible({
    timeout: 30_000,
  });
  await notes(page).getByRole('button', { name: 'Save draft' }).click();
  await expect(notes(page).getByText('Choose the patient')).toBeVisible();
  await notes(page).getByRole('combobox', { name: 'Patient' }).fill('Amara Okoye');
  await notes(page)
    .getByRole('option', { name: /Amara Okoye/ })
    .first()
    .click();
  await notes(page).getByRole('textbox', { name: 'Note' }).fill(`Asked to bring her BP diary ${run}`);
  await expectAccessible(page, { include: '[data-remote="patients"]' });
  await notes(page).getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/dashboard\/provider-notes\/[0-9a-f-]{36}$/);
  await expect(notes(page).getByRole('heading', { level: 1, name: 'Note for Amara Okoye' })).toBeVisible();
  await expect(notes(page).getByRole('textbox', { name: 'Note' })).toHaveValue(
    `Asked to bring her BP diary ${run}`,
  );
  await expectNoSidewaysScroll(page);

  // The list at 375 px: the new draft is hers to sign, first.
  await page.goto('/dashboard/provider-notes?unsigned=mine');
  await expect(notes(page).getByRole('heading', { level: 1, name: 'Provider Notes' })).toBeVisible();
  await expect(notes(page).getByRole('checkbox', { name: 'Only my unsigned notes' })).toBeChecked();
  await expect(notes(page).getByRole('listitem').first()).toContainText('Amara Okoye');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, { include: '[data-remote="patients"]' });
  expect(pageErrors).toEqual([]);
});

test('the clinic adds its own template and a new note starts from its headings', async ({
  page,
  pageErrors,
}) => {
  await page.setViewportSize({ width: 1536, height: 900 });
  await signInStaff(page, PROVIDER);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/dashboard/provider-notes/templates');
  await expect(notes(page).getByRole('heading', { level: 1, name: 'Note templates' })).toBeVisible({
    timeout: 30_000,
  });
  await expectAccessible(page, { include: '[data-remote="patients"]' });
  const name = `Physio ${run}`;
  await notes(page).getByRole('textbox', { name: 'Name' }).fill(name);
  await notes(page)
    .getByRole('textbox', { name: 'Section headings' })
    .fill('Pain today\nExercises\nNext steps');
  await notes(page).getByRole('button', { name: 'Add template' }).click();
  await expect(notes(page).getByRole('button', { name: `Archive ${name}` })).toBeVisible();

  await page.goto('/dashboard/provider-notes');
  await notes(page).getByRole('button', { name: 'New note' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New note' });
  await dialog.getByRole('combobox', { name: 'Patient' }).fill('Sofia Marchetti');
  await dialog
    .getByRole('option', { name: /Sofia Marchetti/ })
    .first()
    .click();
  await dialog.getByLabel('Template').selectOption({ label: name });
  await expectAccessible(page, { include: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Start note' }).click();
  await expect(
    notes(page).getByRole('heading', { level: 1, name: 'Note for Sofia Marchetti' }),
  ).toBeVisible();
  for (const heading of ['Pain today', 'Exercises', 'Next steps']) {
    await expect(notes(page).getByRole('textbox', { name: heading })).toBeVisible();
  }
  expect(pageErrors).toEqual([]);
});

test("'Write note' on an appointment in the calendar starts a note for that visit", async ({
  page,
  request,
  pageErrors,
}) => {
  test.setTimeout(90_000);
  const headers = await staffHeaders(request, 'owner');
  // A patient of its own: the demo's portal patient keeps only the appointments the seed gave.
  const family = uniqueName('Notes');
  const { id: patientId } = await createPatient(request, headers, {
    first_name: 'Rowan',
    last_name: family,
    date_of_birth: '1988-04-12',
  });
  const resources = await schedulingResources(request, headers);
  const priya = resources.providers.find((candidate) => candidate.name === 'Priya Shah')!;
  // A day of its own two to three months ahead, early (confirmed as outside hours): nothing else there.
  const day = new Date(Date.now() + (60 + (Date.now() % 30)) * 86_400_000).toISOString().slice(0, 10);
  const appointment = await bookAppointment(request, headers, {
    patient_id: patientId,
    provider_id: priya.id,
    branch_id: resources.branches[0]!.id,
    appointment_type: priya.appointment_types[0],
    start_time: `${day}T11:30:00Z`,
  });

  await signInStaff(page, PROVIDER);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/dashboard/appointments?view=list&date=${day}&providers=${priya.id}`);
  const calendar = remoteArea(page, 'appointments');
  await calendar.getByRole('button', { name: new RegExp(family) }).click({ timeout: 30_000 });
  await page
    .getByRole('dialog', { name: `Rowan ${family}` })
    .getByRole('link', { name: 'Write note' })
    .click();

  const dialog = page.getByRole('dialog', { name: 'New note' });
  await expect(dialog.getByText('The note is written for the appointment you came from.')).toBeVisible({
    timeout: 30_000,
  });
  await dialog.getByRole('button', { name: 'Start note' }).click();
  await expect(
    notes(page).getByRole('heading', { level: 1, name: `Note for Rowan ${family}` }),
  ).toBeVisible();
  await expect(notes(page).getByRole('link', { name: 'For an appointment' })).toHaveAttribute(
    'href',
    `/workflow/${appointment.id}`,
  );
  expect(pageErrors).toEqual([]);
});
