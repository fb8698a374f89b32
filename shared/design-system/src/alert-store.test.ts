import {
  ALERT_DEFAULTS,
  alertStore,
  replaceNativeAlert,
  showAlert,
  showError,
  showSuccess,
  type ResolvedAlert,
} from './alert-store';

function current(): ResolvedAlert {
  const alert = alertStore.current();
  if (alert === null) throw new Error('no alert is showing');
  return alert;
}

/** Settles `promise` if it can settle now; says whether it did. */
async function hasSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return settled;
}

afterEach(() => {
  for (let alert = alertStore.current(); alert !== null; alert = alertStore.current()) {
    alertStore.close(alert.id, false);
  }
});

it('fills in every default of spec 4.7', () => {
  void showAlert();
  expect(current()).toMatchObject({
    type: 'info',
    title: 'Alert',
    message: 'An alert has occurred.',
    confirmText: 'OK',
    showCloseButton: true,
    showConfirmButton: true,
    autoClose: false,
    autoCloseDelay: 5000,
  });
  expect(ALERT_DEFAULTS.autoCloseDelay).toBe(5000);
});

it('keeps what the caller sets and ignores options given as undefined', () => {
  void showAlert({
    type: 'warning',
    title: undefined,
    message: 'Careful',
    autoClose: true,
    autoCloseDelay: 800,
  });
  expect(current()).toMatchObject({
    type: 'warning',
    title: 'Alert',
    message: 'Careful',
    autoClose: true,
    autoCloseDelay: 800,
  });
});

it('shows one alert at a time, in order, and resolves each promise when it closes', async () => {
  const first = showAlert({ message: 'one' });
  const second = showAlert({ message: 'two' });
  expect(current().message).toBe('one');
  expect(await hasSettled(first)).toBe(false);

  alertStore.close(current().id, false);
  expect(await hasSettled(first)).toBe(true);
  expect(current().message).toBe('two');
  expect(await hasSettled(second)).toBe(false);

  alertStore.close(current().id, false);
  expect(await hasSettled(second)).toBe(true);
  expect(alertStore.current()).toBeNull();
});

it('runs the confirm callback only when confirmed, before the promise resolves', async () => {
  const order: string[] = [];
  const confirmed = showAlert({ onConfirm: () => order.push('callback') }).then(() => order.push('resolved'));
  alertStore.close(current().id, true);
  await confirmed;

  const onConfirm = jest.fn();
  const dismissed = showAlert({ onConfirm });
  alertStore.close(current().id, false);
  await dismissed;

  expect(order).toEqual(['callback', 'resolved']);
  expect(onConfirm).not.toHaveBeenCalled();
});

it('still closes and resolves when the confirm callback throws', async () => {
  const closing = showAlert({
    onConfirm: () => {
      throw new Error('callback failed');
    },
  });
  const { id } = current();
  expect(() => alertStore.close(id, true)).toThrow('callback failed');
  expect(await hasSettled(closing)).toBe(true);
  expect(alertStore.current()).toBeNull();
});

it('ignores a close for an alert that is not the one showing', () => {
  void showAlert({ message: 'one' });
  void showAlert({ message: 'two' });
  const shown = current();
  alertStore.close(shown.id + 1, false);
  expect(current().message).toBe('one');
});

it('tells subscribers what shows, until they unsubscribe', () => {
  const seen: (string | null)[] = [];
  const unsubscribe = alertStore.subscribe((alert) => seen.push(alert?.message ?? null));
  void showAlert({ message: 'hello' });
  alertStore.close(current().id, false);
  unsubscribe();
  void showAlert({ message: 'unseen' });
  expect(seen).toEqual(['hello', null]);
});

it("has helpers titled 'Success' and 'Error' of their type", () => {
  void showSuccess('Saved', { title: 'Ignored', confirmText: 'Great' });
  expect(current()).toMatchObject({
    type: 'success',
    title: 'Success',
    message: 'Saved',
    confirmText: 'Great',
  });
  alertStore.close(current().id, false);
  void showError('Failed');
  expect(current()).toMatchObject({ type: 'error', title: 'Error', message: 'Failed' });
});

describe('replaceNativeAlert', () => {
  it("turns alert() into an info dialog titled 'Alert', and can be undone", () => {
    const nativeAlert = jest.fn();
    const target = { alert: nativeAlert };
    const undo = replaceNativeAlert(target);

    target.alert('Saved to drafts');
    expect(current()).toMatchObject({ type: 'info', title: 'Alert', message: 'Saved to drafts' });
    expect(nativeAlert).not.toHaveBeenCalled();
    alertStore.close(current().id, false);

    target.alert(42);
    expect(current().message).toBe('42');

    undo();
    expect(target.alert).toBe(nativeAlert);
  });
});
