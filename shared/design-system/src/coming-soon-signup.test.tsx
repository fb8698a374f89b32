import { COMING_SOON_COPY, EMAIL_MAX_LENGTH } from '@clinio/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComingSoonSignup, validateSignupEmail } from './coming-soon-signup';
import { ShellDesignProvider } from './providers';

function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderSignup(onSubmit: (email: string) => Promise<void>) {
  render(<ComingSoonSignup onSubmit={onSubmit} />, { wrapper: ShellDesignProvider });
  return {
    field: screen.getByRole('textbox', { name: 'Email address' }),
    button: screen.getByRole('button', { name: 'Get Notified' }),
  };
}

describe('validateSignupEmail', () => {
  it.each([
    ['', 'Please enter your email address.'],
    ['   ', 'Please enter your email address.'],
    ['owner', 'Please enter a valid email address.'],
    ['owner@clinic', 'Please enter a valid email address.'],
    ['two words@clinic.example', 'Please enter a valid email address.'],
    [`${'a'.repeat(EMAIL_MAX_LENGTH)}@x.io`, 'Please enter a valid email address.'],
    ['owner@clinic.example', null],
    ['  owner@clinic.example  ', null],
  ])('%j gives %j', (value, expected) => {
    expect(validateSignupEmail(value)).toBe(expected);
  });
});

it('shows the spec copy while idle', () => {
  const { field, button } = renderSignup(() => Promise.resolve());
  expect(field).toHaveAttribute('placeholder', 'Enter your email address');
  expect(field).toHaveAttribute('type', 'email');
  expect(field).toBeRequired();
  expect(button).toBeEnabled();
});

it("goes idle -> 'Subscribing...' -> the thank-you, sending the trimmed address once", async () => {
  const answer = deferred();
  const onSubmit = jest.fn((_email: string) => answer.promise);
  const { field, button } = renderSignup(onSubmit);

  await userEvent.type(field, '  owner@clinic.example ');
  await userEvent.click(button);

  const busy = await screen.findByRole('button', { name: /Subscribing\.\.\./ });
  expect(busy).toBeDisabled();
  await userEvent.click(busy);
  expect(onSubmit.mock.calls).toEqual([['owner@clinic.example']]);

  answer.resolve();
  expect(await screen.findByRole('status')).toHaveTextContent("Thanks! We'll notify you when we launch.");
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});

it('requires an e-mail address: nothing is sent and the field says why', async () => {
  const onSubmit = jest.fn(() => Promise.resolve());
  const { field, button } = renderSignup(onSubmit);

  await userEvent.click(button);
  expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');

  await userEvent.type(field, 'not-an-address');
  expect(screen.queryByText('Please enter your email address.')).not.toBeInTheDocument();
  await userEvent.type(field, '{Enter}');
  expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});

it('shows the spec error when sending fails, keeps the address, and lets the user retry', async () => {
  const onSubmit = jest
    .fn<Promise<void>, [string]>()
    .mockRejectedValueOnce(new Error('503'))
    .mockResolvedValueOnce(undefined);
  const { field, button } = renderSignup(onSubmit);

  await userEvent.type(field, 'owner@clinic.example');
  await userEvent.click(button);

  expect(await screen.findByRole('alert')).toHaveTextContent(COMING_SOON_COPY.error);
  expect(field).toHaveValue('owner@clinic.example');

  await userEvent.click(screen.getByRole('button', { name: 'Get Notified' }));
  expect(await screen.findByText(COMING_SOON_COPY.success)).toBeInTheDocument();
  expect(onSubmit).toHaveBeenCalledTimes(2);
});

it('clears the error message once the user edits the address', async () => {
  const { field, button } = renderSignup(() => Promise.reject(new Error('down')));
  await userEvent.type(field, 'owner@clinic.example');
  await userEvent.click(button);
  expect(await screen.findByText(COMING_SOON_COPY.error)).toBeInTheDocument();

  await userEvent.type(field, 'm');
  expect(screen.queryByText(COMING_SOON_COPY.error)).not.toBeInTheDocument();
});
