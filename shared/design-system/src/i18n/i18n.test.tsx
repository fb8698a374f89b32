import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import english from '../messages/en.json';
import spanish from '../messages/es.json';
import { ShellDesignProvider } from '../providers';
import { MoneyText } from '../screen-kit/formatted';
import { Pager } from '../screen-kit/pager';
import { translationGaps } from './catalog';
import { LanguageSwitch } from './language-switch';
import {
  chooseLocale,
  matchLocale,
  pageLocale,
  resolveLocale,
  setAccountLocaleSaver,
  setPageLocale,
} from './locale';
import { LocaleProvider } from './locale-provider';

afterEach(() => {
  act(() => setPageLocale('en'));
  localStorage.clear();
});

it("has a Spanish text for every one of the kit's own texts", () => {
  expect(translationGaps(english, spanish)).toEqual({ missing: [], extra: [] });
});

it('reads the account setting first, then the choice on this device, then the browser', () => {
  expect(matchLocale(['fr-FR', 'es-MX', 'en'])).toBe('es');
  expect(resolveLocale({ browser: ['es-419'] })).toBe('es');
  expect(resolveLocale({ chosen: 'en', browser: ['es-ES'] })).toBe('en');
  expect(resolveLocale({ account: 'es', chosen: 'en', browser: ['en-GB'] })).toBe('es');
  expect(resolveLocale({ browser: ['de-DE'] })).toBe('en');
});

it('re-renders the kit in the chosen language without a reload, and remembers the choice', async () => {
  const user = userEvent.setup();
  render(
    <ShellDesignProvider>
      <LanguageSwitch />
      <Pager page={2} pageSize={25} total={112} noun="entries" onPage={() => {}} />
    </ShellDesignProvider>,
  );
  expect(screen.getByText('Page 2 of 5 · 112 entries')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

  await user.click(screen.getByRole('button', { name: 'Español' }));

  expect(await screen.findByText('Página 2 de 5 · 112 entries')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Idioma' })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('es');
  expect(localStorage.getItem('clinio:locale')).toBe('es');
  // The server reads the same choice to send the sign-in pages pre-rendered in it (ADR 067).
  expect(document.cookie).toContain('clinio_locale=es');
  expect(pageLocale()).toBe('es');
});

it('writes an earlier choice to the cookie, and reads the cookie when the storage has none (a sign-out cleared it)', async () => {
  const forgetCookie = () => {
    document.cookie = 'clinio_locale=; Path=/; Max-Age=0';
  };
  forgetCookie();
  localStorage.setItem('clinio:locale', 'es');
  await jest.isolateModulesAsync(async () => {
    const page = await import('./locale');
    expect(page.pageLocale()).toBe('es');
  });
  expect(document.cookie).toContain('clinio_locale=es');

  localStorage.clear();
  await jest.isolateModulesAsync(async () => {
    const page = await import('./locale');
    expect(page.pageLocale()).toBe('es');
  });
  forgetCookie();
  await jest.isolateModulesAsync(async () => {
    const page = await import('./locale');
    expect(page.pageLocale()).toBe('en');
  });
});

it("keeps a signed-in person's choice on their account while the shell's saver is set", async () => {
  const saved: string[] = [];
  const remove = setAccountLocaleSaver((locale) => {
    saved.push(locale);
    return Promise.resolve();
  });
  const user = userEvent.setup();
  act(() => setPageLocale('en'));
  const { unmount } = render(
    <ShellDesignProvider>
      <LanguageSwitch />
    </ShellDesignProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Español' }));
  expect(saved).toEqual(['es']);
  expect(pageLocale()).toBe('es');
  unmount();

  // A refusal by the server leaves the page in the chosen language and rejects for the caller.
  remove();
  setAccountLocaleSaver(() => Promise.reject(new Error('offline')));
  await expect(chooseLocale('en')).rejects.toThrow('offline');
  expect(pageLocale()).toBe('en');
  setAccountLocaleSaver(null);
  await chooseLocale('es');
  expect(saved).toEqual(['es']);
});

it('formats money with Intl in the screen language', async () => {
  render(
    <ShellDesignProvider>
      <LocaleProvider locale="es">
        <MoneyText amountMinor={123456} currency="EUR" />
      </LocaleProvider>
    </ShellDesignProvider>,
  );
  expect(await screen.findByText(/1\.?234,56\s€/)).toBeInTheDocument();
});
