import { Box, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { CLINIC_SIZES, CONTACT_LIMITS, EMAIL_MAX_LENGTH } from '@clinio/contracts';
import { Button, FormField, useT } from '@clinio/design-system';
import { useEffect, useRef, type SubmitEvent } from 'react';
import { catalog, type MessageKey } from './catalog';
import { AppLink } from '../common/app-link';
import { CLINIC_SIZE_LABELS, isClinicSize } from './contact-draft';
import { ContactConfirmation } from './contact-confirmation';
import { useContactForm } from './use-contact-form';

type TextFieldName = 'name' | 'email' | 'clinicName' | 'phone';

const TEXT_FIELDS: readonly {
  field: TextFieldName;
  labelKey: MessageKey;
  isRequired: boolean;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  maxLength: number;
}[] = [
  {
    field: 'name',
    labelKey: 'contact.field.name',
    isRequired: true,
    type: 'text',
    autoComplete: 'name',
    maxLength: CONTACT_LIMITS.nameMax,
  },
  {
    field: 'email',
    labelKey: 'contact.field.email',
    isRequired: true,
    type: 'email',
    autoComplete: 'email',
    maxLength: EMAIL_MAX_LENGTH,
  },
  {
    field: 'clinicName',
    labelKey: 'contact.field.clinicName',
    isRequired: false,
    type: 'text',
    autoComplete: 'organization',
    maxLength: CONTACT_LIMITS.clinicNameMax,
  },
  {
    field: 'phone',
    labelKey: 'contact.field.phone',
    isRequired: false,
    type: 'tel',
    autoComplete: 'tel',
    maxLength: CONTACT_LIMITS.phoneMax,
  },
];

/** Checked with the API's own schema, server errors beside their fields, nothing typed lost on failure. */
export function ContactForm() {
  const t = useT(catalog);
  const { draft, errors, formError, status, receipt, attempt, update, submit, startOver } = useContactForm();
  const form = useRef<HTMLFormElement>(null);

  // After a rejected attempt, take the keyboard to the first field that needs attention.
  useEffect(() => {
    if (attempt === 0) return;
    const target =
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form.current?.querySelector<HTMLElement>('[role="alert"]');
    target?.focus();
  }, [attempt]);

  if (status === 'sent' && receipt) {
    return <ContactConfirmation name={draft.name.trim()} receipt={receipt} onStartOver={startOver} />;
  }

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit();
  }

  return (
    <chakra.form ref={form} onSubmit={handleSubmit} noValidate aria-label={t('contact.form')}>
      <Stack gap="5">
        {formError ? (
          <Box
            role="alert"
            tabIndex={-1}
            bg="red.50"
            color="red.800"
            borderWidth="1px"
            borderColor="red.200"
            borderRadius="md"
            p="3"
          >
            {formError}
          </Box>
        ) : null}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          {TEXT_FIELDS.map(({ field, labelKey, isRequired, type, autoComplete, maxLength }) => (
            <FormField key={field} label={t(labelKey)} error={errors[field]} isRequired={isRequired}>
              <Input
                name={field}
                type={type}
                autoComplete={autoComplete}
                maxLength={maxLength}
                value={draft[field]}
                onChange={(event) => update(field, event.target.value)}
              />
            </FormField>
          ))}
        </SimpleGrid>
        <FormField
          label={t('contact.field.clinicSize')}
          error={errors.clinicSize}
          helper={t('contact.field.clinicSizeHelper')}
        >
          <NativeSelect.Root>
            <NativeSelect.Field
              name="clinicSize"
              value={draft.clinicSize}
              onChange={(event) =>
                update('clinicSize', isClinicSize(event.target.value) ? event.target.value : '')
              }
            >
              <option value="">{t('contact.size.none')}</option>
              {CLINIC_SIZES.map((size) => (
                <option key={size} value={size}>
                  {t(CLINIC_SIZE_LABELS[size])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField
          label={t('contact.field.message')}
          error={errors.message}
          isRequired
          helper={t('contact.field.messageHelper', {
            count: String(draft.message.length),
            max: String(CONTACT_LIMITS.messageMax),
          })}
        >
          <Textarea
            name="message"
            rows={6}
            maxLength={CONTACT_LIMITS.messageMax}
            value={draft.message}
            onChange={(event) => update('message', event.target.value)}
          />
        </FormField>
        <Text fontSize="sm" color="fg.muted">
          {t('contact.privacyBefore')}{' '}
          <AppLink to="/privacy" color="brand.fg" textDecoration="underline">
            {t('contact.privacyLink')}
          </AppLink>
          .
        </Text>
        <Box>
          <Button type="submit" size="lg" loading={status === 'sending'} loadingText={t('contact.sending')}>
            {t('contact.submit')}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}
