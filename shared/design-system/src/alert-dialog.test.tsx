import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { AlertDialogHost } from './alert-dialog';
import { alertStore, showAlert, showError, type AlertOptions } from './alert-store';
import { ShellDesignProvider } from './providers';

function renderHost() {
  return render(<AlertDialogHost />, { wrapper: ShellDesignProvider });
}

/** Shows an alert (inside act, since it changes what the host renders) and tracks its promise. */
function open(options?: AlertOptions) {
  const state = { closed: false };
  let closing: Promise<void> = Promise.resolve();
  act(() => {
    closing = showAlert(options).then(() => {
      state.closed = true;
    });
  });
  return { state, closing };
}

afterEach(() => {
  act(() => {
    for (let alert = alertStore.current(); alert !== null; alert = alertStore.current()) {
      alertStore.close(alert.id, false);
    }
  });
});

it('shows the defaults of spec 4.7 as an alert dialog', async () => {
  renderHost();
  open();
  const dialog = await screen.findByRole('alertdialog', { name: 'Alert' });
  expect(within(dialog).getByText('An alert has occurred.')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'OK' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
});

it('runs the callback, closes and resolves the promise on confirm', async () => {
  renderHost();
  const onConfirm = jest.fn();
  const { closing } = open({ title: 'Delete patient?', confirmText: 'Delete', onConfirm });
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete patient?' });

  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

  await closing;
  expect(onConfirm).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
});

it.each([
  ['the close button', () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
  ['Escape', () => userEvent.keyboard('{Escape}')],
])('closes with %s, without running the callback', async (_how, interact) => {
  renderHost();
  const onConfirm = jest.fn();
  const { closing, state } = open({ message: 'Heads up', onConfirm });
  await screen.findByRole('alertdialog');

  await interact();

  await closing;
  expect(state.closed).toBe(true);
  expect(onConfirm).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
});

it('closes on a click on the backdrop, outside the dialog', async () => {
  renderHost();
  const { closing, state } = open({ message: 'Heads up' });
  const dialog = await screen.findByRole('alertdialog');

  // The positioner spans the viewport above the backdrop. While the dialog is open only the
  // dialog takes pointer events, so a click beside it lands on whatever is outside.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  // The dialog starts listening for outside clicks a frame after it opens.
  await waitFor(async () => {
    await user.click(dialog.parentElement!);
    expect(alertStore.current()).toBeNull();
  });

  await closing;
  expect(state.closed).toBe(true);
});

it('hides the buttons the caller turns off', async () => {
  renderHost();
  open({ showCloseButton: false, showConfirmButton: false, message: 'No buttons' });
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).queryByRole('button')).not.toBeInTheDocument();
});

it('closes by itself after the delay when auto-close is on, and not before', async () => {
  jest.useFakeTimers();
  try {
    renderHost();
    const { state } = open({ message: 'Saved', autoClose: true });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(4_900));
    expect(state.closed).toBe(false);
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(state.closed).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});

it('stays open without auto-close', async () => {
  jest.useFakeTimers();
  try {
    renderHost();
    const { state } = open({ message: 'Stays' });
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(state.closed).toBe(false);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it('shows queued alerts one after the other', async () => {
  renderHost();
  open({ message: 'First' });
  act(() => {
    void showError('Second');
  });
  expect(await screen.findByText('First')).toBeInTheDocument();
  expect(screen.queryByText('Second')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'OK' }));

  expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('Second');
});
