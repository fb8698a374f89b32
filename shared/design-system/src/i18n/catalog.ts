import { setupI18n, type I18n } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from './locale';

/** A catalog file as TypeScript sees it (`messages/en.json`): ICU texts by key. */
export type Texts = Readonly<Record<string, string>>;

/** Values a message's `{placeholders}` take. */
export type MessageValues = Readonly<Record<string, string | number | Date | null | undefined>>;

export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

type OtherLocale = Exclude<Locale, 'en'>;
type CatalogModule = Promise<{ default: Readonly<Record<string, string | undefined>> }>;

/**
 * One package's texts (ADR 045): English bundled with its code, every other language a chunk of
 * the same release loaded the first time the page is shown in it. The build compiles each file to
 * Lingui's precompiled messages, so the values are opaque here.
 */
export interface Catalog<K extends string> {
  readonly name: string;
  /** The formatter of a loaded language; English when that language is not loaded (yet). */
  i18nFor: (locale: Locale) => I18n;
  isLoaded: (locale: Locale) => boolean;
  load: (locale: Locale) => Promise<void>;
  subscribe: (listener: () => void) => () => void;
  /** Never called: carries the key type. */
  readonly keys?: K;
}

export function defineCatalog<T extends Texts>(
  name: string,
  english: T,
  loaders: Partial<Record<OtherLocale, () => CatalogModule>> = {},
): Catalog<Extract<keyof T, string>> {
  const loaded = new Map<Locale, I18n>();
  const pending = new Map<Locale, Promise<void>>();
  const listeners = new Set<() => void>();
  const make = (locale: Locale, messages: object) =>
    setupI18n({ locale, messages: { [locale]: messages as Record<string, string> } });
  loaded.set(DEFAULT_LOCALE, make(DEFAULT_LOCALE, english));
  const englishI18n = loaded.get(DEFAULT_LOCALE) as I18n;

  return {
    name,
    i18nFor: (locale) => loaded.get(locale) ?? englishI18n,
    isLoaded: (locale) =>
      loaded.has(locale) ||
      (locale !== DEFAULT_LOCALE && (loaders as Partial<Record<Locale, unknown>>)[locale] === undefined),
    load: (locale) => {
      if (locale === DEFAULT_LOCALE || loaded.has(locale)) return Promise.resolve();
      const loader = (loaders as Partial<Record<Locale, () => CatalogModule>>)[locale];
      if (loader === undefined) return Promise.resolve();
      const running =
        pending.get(locale) ??
        loader().then(
          (module) => {
            // A text missing from a translation reads in English rather than as its key.
            loaded.set(locale, make(locale, { ...english, ...module.default }));
            for (const listener of listeners) listener();
          },
          (error: unknown) => {
            pending.delete(locale);
            console.error(`The ${locale} texts of ${name} could not be loaded`, error);
          },
        );
      pending.set(locale, running);
      return running;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The keys of a translation with no text, and the texts it keeps for keys English no longer has:
 * both empty for a complete translation (each patient-facing catalog has a test that says so).
 */
export function translationGaps(
  english: object,
  translation: object,
): { missing: string[]; extra: string[] } {
  const has = (value: unknown) =>
    value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
  const translated = translation as Record<string, unknown>;
  return {
    missing: Object.keys(english).filter((key) => !has(translated[key])),
    extra: Object.keys(translation).filter((key) => !(key in english)),
  };
}
