import type { ContactResponse } from '@clinio/contracts';
import { apiError, createMockApi } from '@clinio/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred } from '@clinio/platform/testing';
import { renderApp, validationFailure } from '../testing/render-app';

async function openContactPage(api = createMockApi()) {
  const view = renderApp('/contact-us', { api });
  await screen.findByRole('heading', { level: 1, name: 'Contact us' });
  return view;
}

/** Focuses the field and pastes the text: one input event, not one re-render per keystroke. */
async function enter(label: RegExp, text: string) {
  await userEvent.click(field(label));
  await userEvent.paste(text);
}

async function fillValidForm() {
  await userEvent.type(field(/^Name/), 'Dana Whitfield');
  await enter(/^Email/, 'dana@harbourphysio.example');
  await enter(/^Clinic name/, 'Harbour Physio');
  await enter(/^Phone/, '555 0142');
  await userEvent.selectOptions(field(/^Clinic size/), '2-5');
  await enter(/^Message/, 'We would like a demo for our three physiotherapists.');
}

/** The contact form only: the launch banner above it has an e-mail field of its own. */
const form = () => within(screen.getByRole('form', { name: 'Contact form' }));
const field = (label: RegExp) => form().getByLabelText(label);

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send message' }));

it('labels every field', async () => {
  await openContactPage();
  for (const label of [/^Name/, /^Email/, /^Clinic name/, /^Phone/, /^Clinic size/, /^Message/]) {
    expect(field(label)).toBeInTheDocument();
  }
});

it('checks the form with the shared schema before sending, with messages beside each field', async () => {
  const { api } = await openContactPage();
  await userEvent.type(field(/^Email/), 'not-an-address');
  await userEvent.type(field(/^Message/), 'Too short');
  await send();

  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
  expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
  expect(field(/^Name/)).toHaveAttribute('aria-invalid', 'true');
  expect(field(/^Name/)).toHaveFocus();
  expect(api.calls).toEqual([]);

  await userEvent.type(field(/^Name/), 'D');
  expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
});

it('sends the request, shows "Sending..." meanwhile, then a confirmation', async () => {
  const answer = deferred<ContactResponse>();
  const api = createMockApi().on('sendContactMessage', () => answer.promise);
  await openContactPage(api);
  await fillValidForm();
  await send();

  expect(await screen.findByRole('button', { name: /Sending/ })).toBeDisabled();
  expect(api.calls).toEqual([
    {
      method: 'POST',
      url: '/api/contact',
      endpoint: 'sendContactMessage',
      body: {
        name: 'Dana Whitfield',
        email: 'dana@harbourphysio.example',
        clinicName: 'Harbour Physio',
        phone: '555 0142',
        clinicSize: '2-5',
        message: 'We would like a demo for our three physiotherapists.',
      },
    },
  ]);

  answer.resolve({ id: 'c-1042', receivedAt: '2026-11-22T09:30:00Z' });
  expect(
    await screen.findByRole('heading', { name: 'Thank you, Dana Whitfield. We have your message.' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Reference c-1042')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Send another message' }));
  expect(field(/^Name/)).toHaveValue('');
});

it('sends a clinic size left unanswered as null', async () => {
  const api = createMockApi().on('sendContactMessage', () => ({
    id: 'c-1',
    receivedAt: '2026-11-22T09:30:00Z',
  }));
  await openContactPage(api);
  await userEvent.type(field(/^Name/), 'Sam');
  await userEvent.type(field(/^Email/), 'sam@example.com');
  await userEvent.type(field(/^Message/), 'Please call me about pricing.');
  await send();

  await screen.findByRole('heading', { name: /We have your message/ });
  expect(api.calls[0]?.body).toMatchObject({ clinicSize: null, clinicName: '', phone: '' });
});

it('shows the server’s field errors inline and keeps everything typed', async () => {
  const api = createMockApi().on('sendContactMessage', () => {
    throw validationFailure([{ field: 'email', message: 'This domain does not accept mail' }]);
  });
  await openContactPage(api);
  await fillValidForm();
  await send();

  expect(await screen.findByText('This domain does not accept mail')).toBeInTheDocument();
  expect(field(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  expect(field(/^Name/)).toHaveValue('Dana Whitfield');
  expect(field(/^Message/)).toHaveValue('We would like a demo for our three physiotherapists.');
  expect(field(/^Clinic size/)).toHaveValue('2-5');
});

it('explains a rate limit without losing the message, and sends on a later try', async () => {
  let isLimited = true;
  const api = createMockApi().on('sendContactMessage', () => {
    if (isLimited) throw apiError(429, { detail: 'Too many requests', code: 'rate_limited' });
    return { id: 'c-7', receivedAt: '2026-11-22T09:35:00Z' };
  });
  await openContactPage(api);
  await fillValidForm();
  await send();

  expect(await screen.findByRole('alert')).toHaveTextContent('Please wait a few minutes');
  expect(field(/^Message/)).toHaveValue('We would like a demo for our three physiotherapists.');
  expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();

  isLimited = false;
  await send();
  expect(await screen.findByText('Reference c-7')).toBeInTheDocument();
});

it('reports other failures clearly and keeps the form filled', async () => {
  const api = createMockApi().on('sendContactMessage', () => {
    throw apiError(500, { detail: 'Internal error', code: 'internal_error' });
  });
  await openContactPage(api);
  await fillValidForm();
  await send();

  expect(await screen.findByRole('alert')).toHaveTextContent('We could not send your message just now');
  expect(field(/^Email/)).toHaveValue('dana@harbourphysio.example');
});
