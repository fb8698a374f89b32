import { fillText, localeOfAcceptLanguage, type ApiLocale } from '../../i18n/locale';
import english from './catalog/en.json';
import spanish from './catalog/es.json';

/**
 * The booking page's texts (issue 22), by language. The page is plain JavaScript with no
 * framework (ADR 037), so its catalog is plain `{placeholder}` text rather than Lingui's compiled
 * messages; the folder is `catalog/`, not `messages/`, so that no build compiles it as one.
 */
export type EmbedTextKey = keyof typeof english;
export type EmbedLocale = ApiLocale;

// Spanish has every English key (the assignment) and nothing else (the constant), or it fails to compile.
const es: Record<EmbedTextKey, string> = spanish;
type ExtraSpanishKeys = Exclude<keyof typeof spanish, EmbedTextKey>;
export const SPANISH_HAS_NO_EXTRA_KEYS: [ExtraSpanishKeys] extends [never] ? true : false = true;

export const EMBED_TEXTS: Readonly<Record<EmbedLocale, Readonly<Record<EmbedTextKey, string>>>> = {
  en: english,
  es,
};

/** The page's language from an Accept-Language header: Spanish when preferred over English. */
export const embedLocaleOf = localeOfAcceptLanguage;

/** A text with its `{name}` placeholders filled. */
export function embedText(
  locale: EmbedLocale,
  key: EmbedTextKey,
  values: Record<string, string> = {},
): string {
  return fillText(EMBED_TEXTS[locale][key], values);
}
