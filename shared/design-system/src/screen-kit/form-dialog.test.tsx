import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ShellDesignProvider } from '../providers';
import { ConfirmDialog } from './confirm-dialog';
import { FormDialog } from './form-dialog';
import type { FormStatus } from './form-types';

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

function openDialog(form: Partial<FormStatus>) {
  const onClose = jest.fn();
  const status: FormStatus = { isSending: false, formError: null, submit: jest.fn(), ...form };
  render(
    <FormDialog
      isOpen
      title="Edit branch"
      submitLabel="Save"
      pendingLabel="Saving…"
      form={status}
      onClose={onClose}
    >
      <input aria-label="Name" />
    </FormDialog>,
    { wrapper: ShellDesignProvider },
  );
  return { onClose, status };
}

it('submits with Enter or the button and shows the failure on top', async () => {
  const { status } = openDialog({ formError: 'Name is taken.' });
  expect(screen.getByRole('alert')).toHaveTextContent('Name is taken.');
  await user().click(screen.getByRole('button', { name: 'Save' }));
  expect(status.submit).toHaveBeenCalledTimes(1);
});

it('closes at once without changes, and asks before discarding unsaved ones', async () => {
  const clean = openDialog({ isDirty: false });
  await user().click(screen.getByRole('button', { name: 'Cancel' }));
  expect(clean.onClose).toHaveBeenCalledTimes(1);
});

it('keeps the draft when the person chooses to keep editing', async () => {
  const { onClose } = openDialog({ isDirty: true });
  const person = user();
  await person.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Discard your changes?');
  await person.click(screen.getByRole('button', { name: 'Keep editing' }));
  expect(onClose).not.toHaveBeenCalled();
  await person.keyboard('{Escape}');
  await person.click(screen.getByRole('button', { name: 'Discard' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('cannot be closed while the request runs', async () => {
  const { onClose } = openDialog({ isSending: true, isDirty: false });
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await user().keyboard('{Escape}');
  expect(onClose).not.toHaveBeenCalled();
});

describe('ConfirmDialog', () => {
  function confirm(onConfirm: () => Promise<unknown>) {
    const onDone = jest.fn();
    render(
      <ConfirmDialog
        isOpen
        title="Remove Dana?"
        message="Dana will be signed out everywhere."
        confirmLabel="Remove"
        pendingLabel="Removing…"
        onConfirm={onConfirm}
        onDone={onDone}
        onClose={jest.fn()}
      />,
      { wrapper: ShellDesignProvider },
    );
    return onDone;
  }

  it('runs the call once however often it is clicked, then reports done', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onDone = confirm(onConfirm);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Dana will be signed out everywhere.');
    const button = screen.getByRole('button', { name: 'Remove' });
    await user().click(button);
    await user().click(button);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });

  it("stays open with the server's sentence when the call fails", async () => {
    const onDone = confirm(() => Promise.reject(new Error('You cannot remove the last owner.')));
    await user().click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot remove the last owner.');
    expect(onDone).not.toHaveBeenCalled();
  });
});
