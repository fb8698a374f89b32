import { pageLocale, setAccountLocaleSaver, setPageLocale, toast } from '@clinio/design-system';
import { apiError } from '@clinio/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openSettings } from '../testing/settings-api';

const section = () => within(screen.getByRole('region', { name: 'Language' }));

afterEach(() => {
  setAccountLocaleSaver(null);
  act(() => setPageLocale('en'));
});

it("changes the page's language at once and keeps it on the account through the shell", async () => {
  const success = jest.spyOn(toast, 'success');
  const saved: string[] = [];
  setAccountLocaleSaver((locale) => {
    saved.push(locale);
    return Promise.resolve();
  });
  await openSettings();
  const select = await section().findByRole('combobox', { name: 'Language of your pages and e-mails' });
  expect(select).toHaveValue('en');

  await userEvent.selectOptions(select, 'es');

  await waitFor(() => expect(success).toHaveBeenCalledWith('Language saved'));
  expect(saved).toEqual(['es']);
  expect(pageLocale()).toBe('es');
  expect(document.documentElement.lang).toBe('es');
});

it('says the account did not keep it, and the page stays in the choice on this device', async () => {
  const failure = jest.spyOn(toast, 'error');
  setAccountLocaleSaver(() =>
    Promise.reject(
      apiError(503, { detail: 'Settings are read-only during maintenance', code: 'service_unavailable' }),
    ),
  );
  await openSettings();
  await userEvent.selectOptions(
    await section().findByRole('combobox', { name: 'Language of your pages and e-mails' }),
    'es',
  );

  await waitFor(() =>
    expect(failure).toHaveBeenCalledWith(
      'Settings are read-only during maintenance It applies on this device only until it can be saved.',
      'Language not saved to your account',
    ),
  );
  expect(pageLocale()).toBe('es');
});
