import type { NoteTemplate } from '@clinio/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FRONT_DESK } from '../testing/fixtures';
import { openPage, withClinic } from '../testing/render-app';
import { headingsOf } from './templates-page';

const SOAP: NoteTemplate = {
  id: 'soap',
  name: 'SOAP',
  sections: [{ key: 'subjective', label: 'Subjective' }],
  is_builtin: true,
  archived: false,
};

it('reads one heading per line, ignoring blank lines and spaces', () => {
  expect(headingsOf(' Pain today \n\nExercises\n  \nNext steps')).toEqual([
    'Pain today',
    'Exercises',
    'Next steps',
  ]);
});

it("adds the clinic's own template, refusing one without sections first", async () => {
  const created: NoteTemplate = {
    id: '5b0d3c1f-2f52-4c53-9a4e-7d0c5c3e0a21',
    name: 'Physio',
    sections: [
      { key: 's1', label: 'Pain today' },
      { key: 's2', label: 'Exercises' },
    ],
    is_builtin: false,
    archived: false,
  };
  let templates = [SOAP];
  const api = withClinic()
    .on('listNoteTemplates', () => ({ results: templates }))
    .on('createNoteTemplate', () => {
      templates = [SOAP, created];
      return created;
    });
  await openPage('/dashboard/provider-notes/templates', 'Note templates', { api });
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Physio');
  await user.click(screen.getByRole('button', { name: 'Add template' }));
  expect(await screen.findByText('Add at least one section')).toBeInTheDocument();
  expect(api.calls.some((call) => call.endpoint === 'createNoteTemplate')).toBe(false);
  await user.type(screen.getByRole('textbox', { name: 'Section headings' }), 'Pain today{Enter}Exercises');
  await user.click(screen.getByRole('button', { name: 'Add template' }));
  await waitFor(() =>
    expect(api.calls.find((call) => call.endpoint === 'createNoteTemplate')?.body).toEqual({
      name: 'Physio',
      sections: ['Pain today', 'Exercises'],
    }),
  );
  expect(await screen.findByRole('button', { name: 'Archive Physio' })).toBeInTheDocument();
});

it('shows the templates read-only to a reader who cannot write notes', async () => {
  const api = withClinic().on('listNoteTemplates', () => ({ results: [SOAP] }));
  await openPage('/dashboard/provider-notes/templates', 'Note templates', { api, user: FRONT_DESK });
  expect(await screen.findByText('SOAP')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add template' })).toBeNull();
});
