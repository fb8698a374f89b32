import { chakra, HStack } from '@chakra-ui/react';
import { Button } from '../button';
import { kitCatalog } from './kit-catalog';
import { useLocale, useT } from './locale-provider';
import { LOCALE_NAMES, setPageLocale, SUPPORTED_LOCALES } from './locale';

/**
 * The visible language switch of the signed-out pages: each language named in itself, the current
 * one pressed. The choice is kept on this device and every screen re-renders in it at once.
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
          onClick={() => setPageLocale(locale, { remember: true })}
        >
          <chakra.span>{LOCALE_NAMES[locale]}</chakra.span>
        </Button>
      ))}
    </HStack>
  );
}
