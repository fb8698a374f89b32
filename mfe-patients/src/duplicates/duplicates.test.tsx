import { toast } from '@clinio/design-system';
import { apiError, createMockApi, type MockApi } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BILLING, PROFILE, openAt, recordOf, summaryOf } from '../import/test-support';
import {
  defaultChoices,
  defaultSurvivor,
  differingFields,
  mergePath,
  mergedList,
  movedSentence,
  takeFromMerged,
} from './merge-model';

const A_ID = '00000000-0000-4000-8000-0000000000aa';
const B_ID = '00000000-0000-4000-8000-0000000000bb';

const older = recordOf({
  id: A_ID,
  chart_number: 'P-000007',
  first_name: 'Ana',
  last_name: 'Silva',
  phone_number: '+15550100',
  email: '',
  allergies: ['Penicillin'],
  tags: ['vip'],
});
const newer = recordOf({
  id: B_ID,
  chart_number: 'P-000120',
  first_name: 'Anna',
  last_name: 'Silva',
  phone_number: '+15550199',
  email: 'ana@example.com',
  allergies: ['penicillin', 'Latex'],
  alerts: ['Hard of hearing'],
});

describe('the merge rules', () => {
  it('keeps the older record by default and asks only about fields that differ', () => {
    expect(defaultSurvivor(newer, older)).toBe('b');
    expect(differingFields(older, newer)).toEqual(['first_name', 'email', 'phone_number']);
  });

  it("fills an empty value from the other record by default, and sends only the other record's fields", () => {
    const choices = defaultChoices({ a: older, b: newer }, 'a');
    expect(choices).toEqual({ first_name: 'a', email: 'b', phone_number: 'a' });
    expect(takeFromMerged(choices, 'a')).toEqual(['email']);
    expect(takeFromMerged({ ...choices, first_name: 'b' }, 'a')).toEqual(['first_name', 'email']);
    // With the other survivor, the same choices mean the opposite fields.
    expect(takeFromMerged(choices, 'b')).toEqual(['first_name', 'phone_number']);
  });

  it('says what moved to the surviving record', () => {
    expect(movedSentence({ patient_clinic_links: 1, appointments: 3, forms: 0 })).toBe(
      ' Moved to it: 1 portal link, 3 appointments.',
    );
    expect(movedSentence({ patient_clinic_links: 0 })).toBe('');
  });

  it('combines the lists without repeating an entry', () => {
    expect(mergedList(older, newer, 'allergies')).toEqual(['Penicillin', 'Latex']);
    expect(mergedList(older, newer, 'alerts')).toEqual(['Hard of hearing']);
  });
});

function duplicatesApi(): MockApi {
  return createMockApi()
    .on('listDuplicatePatients', () => ({
      results: [
        {
          a: summaryOf({ id: A_ID, chart_number: 'P-000007', first_name: 'Ana' }),
          b: summaryOf({ id: B_ID, chart_number: 'P-000120', first_name: 'Anna' }),
          reasons: ['same_birth_date_close_name', 'same_phone'],
        },
      ],
      total: 1,
    }))
    .on('dismissDuplicatePatients', () => ({ detail: 'Dismissed' }));
}

describe('the suggestions', () => {
  it('lists pairs with their reasons and leads to the merge screen', async () => {
    await openAt('/dashboard/patients/duplicates', 'Possible duplicates', { api: duplicatesApi() });
    const pair = within((await screen.findAllByRole('listitem'))[0]!);
    expect(pair.getByText('Same date of birth and a similar name')).toBeInTheDocument();
    expect(pair.getByText('Same phone number')).toBeInTheDocument();
    expect(pair.getByRole('link', { name: /^Review and merge/ })).toHaveAttribute(
      'href',
      mergePath(A_ID, B_ID),
    );
  });

  it('dismisses a pair as not a duplicate and reads the list again', async () => {
    const success = jest.spyOn(toast, 'success');
    const api = duplicatesApi();
    await openAt('/dashboard/patients/duplicates', 'Possible duplicates', { api });
    await userEvent.click(await screen.findByRole('button', { name: /^Not a duplicate/ }));
    await waitFor(() => expect(success).toHaveBeenCalled());
    expect(api.calls.find((call) => call.endpoint === 'dismissDuplicatePatients')?.body).toEqual({
      patient_a: A_ID,
      patient_b: B_ID,
    });
    await waitFor(() =>
      expect(api.calls.filter((call) => call.endpoint === 'listDuplicatePatients')).toHaveLength(2),
    );
    success.mockRestore();
  });

  it('is closed to a role that cannot change records', async () => {
    const api = duplicatesApi();
    await openAt('/dashboard/patients/duplicates', 'Possible duplicates', { api, user: BILLING });
    expect(screen.getByText(/does not allow you to merge patient records/)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});

function mergeApi(): MockApi {
  return createMockApi()
    .on('getMe', () => PROFILE)
    .on('getPatient', ({ params }) => (params.id === A_ID ? older : newer))
    .on('mergePatients', ({ body }) => ({
      patient: body.survivor_id === A_ID ? older : newer,
      moved: { patient_clinic_links: 1 },
    }));
}

describe('the merge screen', () => {
  it('shows both records side by side, takes the chosen values, confirms, merges and opens the survivor', async () => {
    const success = jest.spyOn(toast, 'success');
    const api = mergeApi();
    const { onNavigate } = await openAt(mergePath(B_ID, A_ID), 'Merge two records', { api });
    // The older record stays by default.
    expect(await screen.findByRole('radio', { name: /Keep Ana Silva \(P-000007\)/ })).toBeChecked();
    const phone = within(screen.getByTestId('merge-field-phone_number'));
    expect(phone.getByRole('radio', { name: 'Phone: +15550100, from P-000007' })).toBeChecked();
    await userEvent.click(phone.getByRole('radio', { name: 'Phone: +15550199, from P-000120' }));
    const email = within(screen.getByTestId('merge-field-email'));
    expect(email.getByRole('radio', { name: 'Email: ana@example.com, from P-000120' })).toBeChecked();
    expect(screen.getByText('Allergies: Penicillin, Latex')).toBeInTheDocument();
    expect(screen.getByTestId('merge-summary')).toHaveTextContent(
      'It takes from the other record: Email, Phone.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Merge records' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Merge these records?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(`/dashboard/patients/${A_ID}`));
    expect(api.calls.find((call) => call.endpoint === 'mergePatients')?.body).toEqual({
      survivor_id: A_ID,
      merged_id: B_ID,
      take_from_merged: ['email', 'phone_number'],
    });
    expect(success).toHaveBeenCalledWith(
      expect.stringContaining('was merged into Ana Silva (P-000007). Moved to it: 1 portal link.'),
      'Records merged',
    );
    success.mockRestore();
  });

  it('lets the other record survive, and shows a refusal in the dialog', async () => {
    const api = mergeApi().on('mergePatients', () => {
      throw apiError(409, { detail: 'One of the records was merged meanwhile', code: 'conflict' });
    });
    const { onNavigate } = await openAt(mergePath(A_ID, B_ID), 'Merge two records', { api });
    await userEvent.click(await screen.findByRole('radio', { name: /Keep Anna Silva \(P-000120\)/ }));
    expect(screen.getByTestId('merge-summary')).toHaveTextContent('Anna Silva (P-000120) stays');
    await userEvent.click(screen.getByRole('button', { name: 'Merge records' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Merge' }));
    expect(await dialog.findByText('One of the records was merged meanwhile')).toBeInTheDocument();
    expect(api.calls.find((call) => call.endpoint === 'mergePatients')?.body).toMatchObject({
      survivor_id: B_ID,
      merged_id: A_ID,
    });
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('refuses an address without two different patients', async () => {
    const api = mergeApi();
    await openAt(mergePath(A_ID, A_ID), 'Merge two records', { api });
    expect(screen.getByRole('alert')).toHaveTextContent('Choose two different patients to merge');
    expect(api.calls).toEqual([]);
  });
});
