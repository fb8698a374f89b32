// The page's language (ADR 045). One store per page: the design system is a Module Federation
// singleton, so the shell and every remote's React root read and change the same value, and a
// change re-renders every root without a reload.

export const SUPPORTED_LOCALES = ['en', 'es'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, as the language switch shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español' };

const STORAGE_KEY = 'clinio:locale';

/**
 * The same choice in a cookie, for the server: it sends the sign-in pages pre-rendered in the
 * language the page will show (ADR 067). A preference only; it outlives a sign-out (which clears
 * the local storage), so the page reads it when the storage has no choice.
 */
const COOKIE_NAME = 'clinio_locale';

function cookieChoice(): string | null {
  if (typeof document === 'undefined') return null;
  const match = /(?:^|;\s*)clinio_locale=([^;]*)/.exec(document.cookie);
  return match?.[1] ?? null;
}

function keepCookie(locale: Locale) {
  if (typeof document === 'undefined' || cookieChoice() === locale) return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE_NAME}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** The first supported language among BCP 47 tags in preference order ('es-MX' -> 'es'). */
export function matchLocale(tags: readonly (string | null | undefined)[]): Locale | null {
  for (const tag of tags) {
    const base = tag?.toLowerCase().split(/[-_]/)[0];
    if (isLocale(base)) return base;
  }
  return null;
}

/**
 * Which language a person reads: their account's setting (a staff member's My Settings, a
 * patient's portal choice) when there is one, then the choice made with the switch on this
 * device, then the browser's languages, then English.
 */
export function resolveLocale(sources: {
  account?: string | null | undefined;
  chosen?: string | null | undefined;
  browser?: readonly string[] | undefined;
}): Locale {
  return (
    matchLocale([sources.account, sources.chosen]) ?? matchLocale(sources.browser ?? []) ?? DEFAULT_LOCALE
  );
}

function storedChoice(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? cookieChoice();
  } catch {
    return cookieChoice();
  }
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

let current: Locale | null = null;
const listeners = new Set<() => void>();

function show(locale: Locale) {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** The page's language now. */
export function pageLocale(): Locale {
  if (current === null) {
    const chosen = storedChoice();
    current = resolveLocale({ chosen, browser: browserLanguages() });
    // A choice made before the cookie existed reaches the server from the next page on.
    if (isLocale(chosen)) keepCookie(chosen);
    show(current);
  }
  return current;
}

export function subscribePageLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Changes the page's language; every screen re-renders in it. `remember` keeps the choice on this
 * device (the switch of the signed-out pages); an account's own setting is applied without it.
 */
export function setPageLocale(locale: Locale, options: { remember?: boolean } = {}): void {
  if (options.remember === true) {
    try {
      localStorage.setItem(STORAGE_KEY, locale);
    } catch {
      // private mode: the choice lasts for this page only
    }
    keepCookie(locale);
  }
  if (locale === current) return;
  current = locale;
  show(locale);
  for (const listener of listeners) listener();
}

/** Keeps a signed-in person's choice on their account; the shell registers it for the session. */
export type AccountLocaleSaver = (locale: Locale) => Promise<void>;
let accountSaver: AccountLocaleSaver | null = null;

/**
 * The shell sets who keeps the choice while someone is signed in (a patient's portal account, a
 * staff member's My Settings) and clears it on sign-out; answers the function that removes it.
 */
export function setAccountLocaleSaver(saver: AccountLocaleSaver | null): () => void {
  accountSaver = saver;
  return () => {
    if (accountSaver === saver) accountSaver = null;
  };
}

/**
 * A person chooses a language (the switch, My Settings): every screen changes at once, the choice
 * stays on this device, and, when someone is signed in, on their account for every other device
 * and the e-mails they are sent. Rejects when the account could not keep it (the page has changed).
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  setPageLocale(locale, { remember: true });
  if (accountSaver !== null) await accountSaver(locale);
}

/** Applies an account's language setting, when it names a supported one. */
export function applyAccountLocale(tag: string | null | undefined): void {
  const locale = matchLocale([tag]);
  if (locale !== null) setPageLocale(locale);
}

/**
 * The tag `Intl` formats with: the browser's own regional variant of the language when it has one
 * (an English reader in the UK keeps day-month dates), else the language itself.
 */
export function formattingLocale(locale: Locale): string {
  return browserLanguages().find((tag) => matchLocale([tag]) === locale) ?? locale;
}
