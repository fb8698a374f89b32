import type { ProviderNote } from '@clinio/contracts';
import { apiError } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN } from '../testing/fixtures';
import { openPage, withClinic } from '../testing/render-app';

const NOTE_ID = '5b0d3c1f-2f52-4c53-9a4e-7d0c5c3e0a11';

function note(overrides: Partial<ProviderNote> = {}): ProviderNote {
  return {
    id: NOTE_ID,
    patient_id: '5b0d3c1f-2f52-4c53-9a4e-7d0c5c3e0a12',
    patient_name: 'Ada Lovelace',
    appointment_id: null,
    author_id: ADMIN.id,
    author_name: 'Adam Admin',
    template_id: 'soap',
    template_name: 'SOAP',
    sections: [
      { key: 'subjective', label: 'Subjective', text: 'Cough' },
      { key: 'plan', label: 'Plan', text: '' },
    ],
    status: 'draft',
    version: 1,
    signed_by: null,
    signed_by_name: null,
    signed_at: null,
    content_hash: null,
    shared_with_patient_at: null,
    addenda: [],
    created_at: '2026-11-25T09:00:00.000Z',
    updated_at: '2026-11-25T09:00:00.000Z',
    ...overrides,
  };
}

const SIGNED = note({
  status: 'signed',
  version: 2,
  signed_by: ADMIN.id,
  signed_by_name: 'Adam Admin',
  signed_at: '2026-11-25T10:00:00.000Z',
  content_hash: 'a'.repeat(64),
});

it('autosaves the draft once typing pauses, then signs it after confirming', async () => {
  let saved = note();
  const api = withClinic()
    .on('getProviderNote', () => saved)
    .on('saveProviderNoteDraft', ({ body }) => {
      saved = note({
        version: body.version + 1,
        sections: [saved.sections[0]!, { key: 'plan', label: 'Plan', text: body.sections.plan ?? '' }],
      });
      return saved;
    })
    .on('signProviderNote', () => SIGNED);
  await openPage(`/dashboard/provider-notes/${NOTE_ID}`, 'Note for Ada Lovelace', { api });
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Plan' }), 'Rest');
  await waitFor(() => expect(screen.getByTestId('autosave-status')).toHaveTextContent('All changes saved'), {
    timeout: 5000,
  });
  const saves = api.calls.filter((call) => call.endpoint === 'saveProviderNoteDraft');
  expect(saves.length).toBeGreaterThanOrEqual(1);
  expect(saves.at(-1)?.body).toMatchObject({ sections: { plan: 'Rest' } });

  api.on('getProviderNote', () => SIGNED);
  await user.click(screen.getByRole('button', { name: 'Sign note' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Sign this note?' });
  await user.click(within(dialog).getByRole('button', { name: 'Sign note' }));
  await screen.findByText('Signed and locked');
  expect(api.calls.find((call) => call.endpoint === 'signProviderNote')?.body).toEqual({
    version: saved.version,
  });
});

it('shows a signed note locked: signer, hash, addenda, no text boxes', async () => {
  const api = withClinic().on('getProviderNote', () =>
    note({
      ...SIGNED,
      addenda: [
        {
          id: '5b0d3c1f-2f52-4c53-9a4e-7d0c5c3e0a13',
          author_id: ADMIN.id,
          author_name: 'Adam Admin',
          text: 'Labs normal',
          signed_at: '2026-11-26T10:00:00.000Z',
          content_hash: 'b'.repeat(64),
        },
      ],
    }),
  );
  await openPage(`/dashboard/provider-notes/${NOTE_ID}`, 'Note for Ada Lovelace', { api });
  const signature = screen.getByTestId('note-signature');
  expect(signature).toHaveTextContent('Signed by Adam Admin');
  expect(signature).toHaveTextContent('a'.repeat(64));
  expect(screen.queryByRole('textbox', { name: 'Plan' })).toBeNull();
  expect(screen.getByText('Labs normal')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Share with patient' })).toBeInTheDocument();
});

it('says when the draft was changed in another window and stops saving', async () => {
  const api = withClinic()
    .on('getProviderNote', () => note())
    .on('saveProviderNoteDraft', () => {
      throw apiError(409, { detail: 'changed', code: 'conflict', reason: 'version_conflict' });
    });
  await openPage(`/dashboard/provider-notes/${NOTE_ID}`, 'Note for Ada Lovelace', { api });
  await userEvent.setup().type(screen.getByRole('textbox', { name: 'Plan' }), 'x');
  await screen.findByText(/changed in another window; your last words here were not saved/, undefined, {
    timeout: 5000,
  });
  expect(screen.getByRole('button', { name: 'Sign note' })).toBeDisabled();
});

it('opens New note for a patient and appointment another screen asks for, and starts it on confirm', async () => {
  const patientId = '5b0d3c1f-2f52-4c53-9a4e-7d0c5c3e0a12';
  const appointmentId = '5b0d3c1f-2f52-4c53-9a4e-7d0c5c3e0a14';
  const api = withClinic()
    .on('listProviderNotes', () => ({ results: [], total: 0 }))
    .on('listNoteTemplates', () => ({
      results: [{ id: 'soap', name: 'SOAP', sections: [], is_builtin: true, archived: false }],
    }))
    .on('createProviderNote', () => note({ appointment_id: appointmentId }));
  const view = await openPage(
    `/dashboard/provider-notes?new=1&patient_id=${patientId}&appointment_id=${appointmentId}`,
    'Provider Notes',
    { api },
  );
  const dialog = await screen.findByRole('dialog', { name: 'New note' });
  expect(
    within(dialog).getByText('The note is written for the appointment you came from.'),
  ).toBeInTheDocument();
  expect(api.calls.some((call) => call.endpoint === 'createProviderNote')).toBe(false);
  await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Start note' }));
  await waitFor(() => expect(view.onNavigate).toHaveBeenCalledWith(`/dashboard/provider-notes/${NOTE_ID}`));
  expect(api.calls.find((call) => call.endpoint === 'createProviderNote')?.body).toEqual({
    patient_id: patientId,
    template_id: 'soap',
    appointment_id: appointmentId,
  });
});

it("says the spec's upgrade sentence when the clinic's plan lacks Provider Notes", async () => {
  const locked = 'Provider Notes is available in Essential plan and above. Upgrade to access this feature.';
  const api = withClinic().on('listProviderNotes', () => {
    throw apiError(403, { detail: locked, code: 'feature_locked' });
  });
  await openPage('/dashboard/provider-notes', 'Provider Notes', { api });
  expect(await screen.findByText(locked, undefined, { timeout: 5000 })).toBeInTheDocument();
});
