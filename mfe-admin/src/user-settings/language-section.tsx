import { Field, NativeSelect, Stack } from '@chakra-ui/react';
import {
  chooseLocale,
  isLocale,
  LOCALE_NAMES,
  SUPPORTED_LOCALES,
  toast,
  useLocale,
  useT,
} from '@clinio/design-system';
import { useState } from 'react';
import { messageOf } from '../common/errors';
import { staffCatalog } from '../staff-texts/catalog';

/**
 * My Settings' language (issue 22): the page changes at once and the shell keeps the choice on the
 * account (PUT /api/users/language), so every device and every e-mail follows it.
 */
export function LanguageSection() {
  const t = useT(staffCatalog);
  const current = useLocale();
  const [saving, setSaving] = useState(false);

  async function choose(value: string) {
    if (!isLocale(value) || value === current) return;
    setSaving(true);
    try {
      await chooseLocale(value);
      toast.success(t('language.saved'));
    } catch (error) {
      toast.error(`${messageOf(error)} ${t('language.onlyHere')}`, t('language.notSaved'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="3" maxWidth="sm">
      <Field.Root disabled={saving}>
        <Field.Label>{t('language.label')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="locale"
            value={current}
            onChange={(event) => void choose(event.target.value)}
          >
            {SUPPORTED_LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>{t('language.helper')}</Field.HelperText>
      </Field.Root>
    </Stack>
  );
}
