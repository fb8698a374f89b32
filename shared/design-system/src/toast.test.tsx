// The pure entry: this file unmounts by itself, after the toasts have left (see afterEach).
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { ShellDesignProvider } from './providers';
import { Toaster, toast } from './toast';

function renderToaster() {
  render(<Toaster />, { wrapper: ShellDesignProvider });
}

function toastElement(text: string): HTMLElement {
  const element = screen.getByText(text).closest<HTMLElement>('[data-toast-type]');
  if (element === null) throw new Error(`no toast shows "${text}"`);
  return element;
}

/**
 * The toast store is one per page, and a dismissed toast is only removed by a mounted Toaster: so
 * every test ends with an empty store before its Toaster unmounts.
 */
afterEach(async () => {
  act(() => toast.dismiss());
  await waitFor(() => expect(document.querySelector('[data-toast-type]')).toBeNull());
  cleanup();
});

it('shows an info toast by default, with its title and message', async () => {
  renderToaster();
  act(() => {
    toast.show({ title: 'Heads up', message: 'Something to know' });
  });
  expect(await screen.findByText('Something to know')).toBeInTheDocument();
  expect(screen.getByText('Heads up')).toBeInTheDocument();
  expect(toastElement('Something to know')).toHaveAttribute('data-toast-type', 'info');
});

it.each(['success', 'error', 'warning', 'info'] as const)('has a %s helper', async (type) => {
  renderToaster();
  act(() => {
    toast[type](`A ${type} message`);
  });
  expect(await screen.findByText(`A ${type} message`)).toBeInTheDocument();
  expect(toastElement(`A ${type} message`)).toHaveAttribute('data-toast-type', type);
});

it('removes a toast after 5000 ms by default, and not before', async () => {
  jest.useFakeTimers();
  try {
    renderToaster();
    act(() => {
      toast.show({ message: 'Saved' });
    });
    await act(() => jest.advanceTimersByTimeAsync(4_500));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    // The time, then the exit animation.
    await act(() => jest.advanceTimersByTimeAsync(1_500));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it('keeps a toast for the duration asked', async () => {
  jest.useFakeTimers();
  try {
    renderToaster();
    act(() => {
      toast.show({ message: 'Feature toast', duration: 6_000 });
    });
    await act(() => jest.advanceTimersByTimeAsync(5_500));
    expect(screen.getByText('Feature toast')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    expect(screen.queryByText('Feature toast')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it('removes a toast with its close button', async () => {
  renderToaster();
  act(() => {
    toast.error('Could not save');
  });
  await screen.findByText('Could not save');
  await userEvent.click(
    within(toastElement('Could not save')).getByRole('button', { name: 'Close notification' }),
  );
  await waitFor(() => expect(screen.queryByText('Could not save')).not.toBeInTheDocument());
});

it('returns the id, which dismisses that toast only', async () => {
  renderToaster();
  let first = '';
  act(() => {
    first = toast.show({ message: 'First' });
    toast.show({ id: 'second', message: 'Second' });
  });
  expect(await screen.findByText('First')).toBeInTheDocument();
  act(() => toast.dismiss(first));
  await waitFor(() => expect(screen.queryByText('First')).not.toBeInTheDocument());
  expect(screen.getByText('Second')).toBeInTheDocument();
});
