import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { Catalog, MessageValues, Translate } from './catalog';
import { DEFAULT_LOCALE, formattingLocale, pageLocale, subscribePageLocale, type Locale } from './locale';

const ForcedLocale = createContext<Locale | null>(null);

/**
 * Shows a subtree in a given language whatever the page's is (a preview, a test). Without it every
 * screen follows the page's language (`setPageLocale`), in the shell and in every remote's root.
 */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <ForcedLocale.Provider value={locale}>{children}</ForcedLocale.Provider>;
}

/** The language this screen is shown in. */
export function useLocale(): Locale {
  const forced = useContext(ForcedLocale);
  const page = useSyncExternalStore(subscribePageLocale, pageLocale, pageLocale);
  return forced ?? page;
}

/** The BCP 47 tag `Intl` formats with for this screen ('en-GB' for a British reader of English). */
export function useFormattingLocale(): string {
  return formattingLocale(useLocale());
}

/**
 * A package's texts in the screen's language: `const t = useT(catalog); t('portal.title')`.
 * Until another language's chunk has arrived the texts show in English; then the screen re-renders.
 */
export function useT<K extends string>(catalog: Catalog<K>): Translate<K> {
  const locale = useLocale();
  const isLoaded = useSyncExternalStore(
    catalog.subscribe,
    () => catalog.isLoaded(locale),
    () => catalog.isLoaded(locale),
  );
  useEffect(() => {
    if (!isLoaded) void catalog.load(locale);
  }, [catalog, locale, isLoaded]);
  const i18n = catalog.i18nFor(isLoaded ? locale : DEFAULT_LOCALE);
  return useMemo(
    () => (key: K, values?: MessageValues) => i18n._(key, values as Record<string, unknown> | undefined),
    [i18n],
  );
}
