import { FormDialog, TextField } from '@clinio/design-system';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { LocaleProvider, ShellDesignProvider } from '@clinio/design-system';
import { apiError } from '../testing/mock-api';
import { useForm, type CheckResult } from './use-form';

interface Branch {
  name: string;
  email: string;
}

/** A stand-in for `BranchRequest.safeParse` (zod's result shape). */
function checkBranch(values: Branch): CheckResult<Branch> {
  const name = values.name.trim();
  if (name === '')
    return { success: false, error: { issues: [{ path: ['name'], message: 'Name is required' }] } };
  return { success: true, data: { name, email: values.email } };
}

function BranchDialog({ send, onClose }: { send: (request: unknown) => Promise<void>; onClose: () => void }) {
  const form = useForm({
    initial: { name: 'Main', email: 'main@example.com' },
    check: checkBranch,
    send,
  });
  return (
    <FormDialog
      isOpen
      title="Edit branch"
      submitLabel="Save"
      pendingLabel="Saving…"
      form={form}
      onClose={onClose}
    >
      <TextField form={form} name="name" label="Name" />
      <TextField form={form} name="email" label="E-mail" />
    </FormDialog>
  );
}

function show(send: (request: unknown) => Promise<void>) {
  const onClose = jest.fn();
  render(<BranchDialog send={send} onClose={onClose} />, { wrapper: ShellDesignProvider });
  return { onClose, user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

it('refuses a draft the schema refuses, at the field, without calling the server', async () => {
  const send = jest.fn(() => Promise.resolve());
  const { user } = show(send);
  await user.clear(screen.getByRole('textbox', { name: 'Name' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleErrorMessage('Name is required');
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  expect(send).not.toHaveBeenCalled();
});

it("shows the server's field errors at their fields and keeps the draft", async () => {
  const send = jest.fn(() =>
    Promise.reject(
      apiError(400, {
        detail: 'email: already used',
        code: 'validation_error',
        fields: [{ field: 'email', message: 'Another branch uses this e-mail' }],
      }),
    ),
  );
  const { user } = show(send);
  await user.clear(screen.getByRole('textbox', { name: 'E-mail' }));
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'north@example.com');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const email = await screen.findByRole('textbox', { name: 'E-mail' });
  await waitFor(() => expect(email).toHaveAccessibleErrorMessage('Another branch uses this e-mail'));
  expect(email).toHaveValue('north@example.com');
  expect(screen.getAllByRole('alert')[0]).toHaveTextContent(
    'Please correct the highlighted fields and try again.',
  );
  expect(send).toHaveBeenCalledWith({ name: 'Main', email: 'north@example.com' });
});

it("says a refusal in the page's language by its code, keeping the draft (issue 22)", async () => {
  const send = jest.fn(() =>
    Promise.reject(
      apiError(429, { detail: 'Too many failed attempts. Try again in 5 minutes.', code: 'rate_limited' }),
    ),
  );
  const onClose = jest.fn();
  render(
    <LocaleProvider locale="es">
      <BranchDialog send={send} onClose={onClose} />
    </LocaleProvider>,
    { wrapper: ShellDesignProvider },
  );
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent(
      'Demasiados intentos. Espere unos minutos e inténtelo de nuevo.',
    ),
  );
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Main');
  expect(onClose).not.toHaveBeenCalled();
});

it('sends once while a request is out, showing that it is saving', async () => {
  let finish: () => void = () => undefined;
  const send = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  const { user } = show(send);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.click(screen.getByRole('button', { name: /Sav/ }));
  expect(send).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  finish();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled());
});

it('asks before discarding a changed draft, and not once it is saved', async () => {
  const { user, onClose } = show(() => Promise.resolve());
  await user.type(screen.getByRole('textbox', { name: 'Name' }), ' North');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Discard your changes?');
  await user.click(screen.getByRole('button', { name: 'Keep editing' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});
