import { Box, Field, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { CLINIC_SIZES, CONTACT_LIMITS, EMAIL_MAX_LENGTH } from '@clinio/contracts';
import { Button } from '@clinio/design-system';
import { useEffect, useRef, type FormEvent } from 'react';
import { AppLink } from '../common/app-link';
import { CLINIC_SIZE_LABELS, isClinicSize } from './contact-draft';
import { ContactConfirmation } from './contact-confirmation';
import { useContactForm } from './use-contact-form';

/** Spec'd in the brief: validated with the shared schema, server errors inline, nothing typed is lost. */
export function ContactForm() {
  const { draft, errors, formError, status, receipt, attempt, update, submit, startOver } = useContactForm();
  const form = useRef<HTMLFormElement>(null);

  // After a rejected attempt, take the keyboard to the first field that needs attention.
  useEffect(() => {
    if (attempt === 0) return;
    const target = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.current?.querySelector<HTMLElement>('[role="alert"]');
    target?.focus();
  }, [attempt]);

  if (status === 'sent' && receipt) {
    return <ContactConfirmation name={draft.name.trim()} receipt={receipt} onStartOver={startOver} />;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit();
  }

  return (
    <chakra.form ref={form} onSubmit={handleSubmit} noValidate aria-label="Contact form">
      <Stack gap="5">
        {formError ? (
          <Box role="alert" tabIndex={-1} bg="red.50" color="red.800" borderWidth="1px" borderColor="red.200" borderRadius="md" p="3">
            {formError}
          </Box>
        ) : null}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <Field.Root invalid={errors.name !== undefined} required>
            <Field.Label>
              Name <Field.RequiredIndicator />
            </Field.Label>
            <Input name="name" autoComplete="name" maxLength={CONTACT_LIMITS.nameMax} value={draft.name} onChange={(event) => update('name', event.target.value)} />
            <Field.ErrorText>{errors.name}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={errors.email !== undefined} required>
            <Field.Label>
              Email <Field.RequiredIndicator />
            </Field.Label>
            <Input name="email" type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} value={draft.email} onChange={(event) => update('email', event.target.value)} />
            <Field.ErrorText>{errors.email}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={errors.clinicName !== undefined}>
            <Field.Label>Clinic name</Field.Label>
            <Input name="clinicName" autoComplete="organization" maxLength={CONTACT_LIMITS.clinicNameMax} value={draft.clinicName} onChange={(event) => update('clinicName', event.target.value)} />
            <Field.ErrorText>{errors.clinicName}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={errors.phone !== undefined}>
            <Field.Label>Phone</Field.Label>
            <Input name="phone" type="tel" autoComplete="tel" maxLength={CONTACT_LIMITS.phoneMax} value={draft.phone} onChange={(event) => update('phone', event.target.value)} />
            <Field.ErrorText>{errors.phone}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Field.Root invalid={errors.clinicSize !== undefined}>
          <Field.Label>Clinic size</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="clinicSize"
              value={draft.clinicSize}
              onChange={(event) => update('clinicSize', isClinicSize(event.target.value) ? event.target.value : '')}
            >
              <option value="">Prefer not to say</option>
              {CLINIC_SIZES.map((size) => (
                <option key={size} value={size}>
                  {CLINIC_SIZE_LABELS[size]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>Everyone who works at the clinic, including reception.</Field.HelperText>
          <Field.ErrorText>{errors.clinicSize}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={errors.message !== undefined} required>
          <Field.Label>
            Message <Field.RequiredIndicator />
          </Field.Label>
          <Textarea name="message" rows={6} maxLength={CONTACT_LIMITS.messageMax} value={draft.message} onChange={(event) => update('message', event.target.value)} />
          {errors.message ? (
            <Field.ErrorText>{errors.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              Tell us about your clinic and what you would like to see. {draft.message.length} of {CONTACT_LIMITS.messageMax} characters.
            </Field.HelperText>
          )}
        </Field.Root>
        <Text fontSize="sm" color="fg.muted">
          We use these details only to answer you. Read our{' '}
          <AppLink to="/privacy" color="brand.fg" textDecoration="underline">
            privacy policy
          </AppLink>
          .
        </Text>
        <Box>
          <Button type="submit" size="lg" loading={status === 'sending'} loadingText="Sending...">
            Send message
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}
