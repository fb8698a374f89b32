import { chakra, HStack } from '@chakra-ui/react';
import { Button } from '../button';
import { kitCatalog } from './kit-catalog';
import { useLocale, useT } from './locale-provider';
import { chooseLocale, LOCALE_NAMES, SUPPORTED_LOCALES } from './locale';

/**
 * The visible language switch of the signed-out pages and the patient portal: each language named
 * in itself, the current one pressed. Every screen re-renders in the choice at once; it is kept on
 * this device and, for a signed-in patient, on their account (`chooseLocale`).
 */
export function LanguageSwitch() {
  const t = useT(kitCatalog);
  const current = useLocale();
  return (
    <HStack role="group" aria-label={t('kit.language')} gap="1" wrap="wrap">
      {SUPPORTED_LOCALES.map((locale) => (
        <Button
          key={locale}
          size="sm"
          variant={locale === current ? 'outline' : 'ghost'}
          aria-pressed={locale === current}
          lang={locale}
          // A failure to keep it on the account leaves the choice on this device only.
          onClick={() => void chooseLocale(locale).catch(() => undefined)}
        >
          <chakra.span>{LOCALE_NAMES[locale]}</chakra.span>
        </Button>
      ))}
    </HStack>
  );
}
