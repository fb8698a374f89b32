import { Box, HStack, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import type { PatientDuplicate, PatientSummary } from '@clinio/contracts';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Button } from '../button';
import { TextField } from '../screen-kit/fields';
import type { FormController } from '../screen-kit/form-types';
import { FormAlert } from '../screen-kit/notice';
import { DuplicateWarning } from './duplicate-warning';
import { kitCatalog } from '../i18n/kit-catalog';
import { useT } from '../i18n/locale-provider';

/** The few fields of a patient created on the spot (the picker's inline create). */
export interface QuickPatientDraft {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  phone_number: string;
  email: string;
}

/** 'Ana Maria Souza' -> first 'Ana Maria', last 'Souza': a start for the form from what was searched. */
export function quickPatientDraft(searchText: string): QuickPatientDraft {
  const words = searchText
    .trim()
    .split(/\s+/)
    .filter((word) => /^\p{L}[\p{L}'’.-]*$/u.test(word));
  const last = words.length > 1 ? (words.pop() ?? '') : '';
  return { first_name: words.join(' '), last_name: last, date_of_birth: '', phone_number: '', email: '' };
}

export interface PatientQuickCreateProps {
  form: FormController<QuickPatientDraft>;
  /** The records a refused create looks like (409 `possible_duplicate`), or null. */
  duplicates: readonly PatientDuplicate[] | null;
  onCreateAnyway: () => void;
  onUsePatient: (patient: PatientSummary) => void;
  onCancel: () => void;
}

/**
 * The picker's small create form: first and last name, date of birth, phone and e-mail. Not a
 * <form>: the picker often sits inside one, and forms cannot nest. Enter in a field sends it.
 */
export function PatientQuickCreate({
  form,
  duplicates,
  onCreateAnyway,
  onUsePatient,
  onCancel,
}: PatientQuickCreateProps) {
  const t = useT(kitCatalog);
  const titleId = useId();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    container.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);
  useEffect(() => {
    if (form.attempt === 0) return;
    container.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus();
  }, [form.attempt]);

  function sendOnEnter(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    void form.submit();
  }

  return (
    <Box
      ref={container}
      role="group"
      aria-labelledby={titleId}
      borderWidth="1px"
      borderRadius="md"
      p="4"
      onKeyDown={sendOnEnter}
    >
      <Stack gap="4">
        <Heading as="h3" id={titleId} fontSize="md">
          {t('kit.quickCreate.title')}
        </Heading>
        {form.formError !== null && duplicates === null ? <FormAlert>{form.formError}</FormAlert> : null}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <TextField
            form={form}
            name="first_name"
            label={t('kit.quickCreate.firstName')}
            isRequired
            autoComplete="off"
          />
          <TextField
            form={form}
            name="last_name"
            label={t('kit.quickCreate.lastName')}
            isRequired
            autoComplete="off"
          />
          <TextField form={form} name="date_of_birth" label={t('kit.quickCreate.dateOfBirth')} type="date" />
          <TextField
            form={form}
            name="phone_number"
            label={t('kit.quickCreate.phone')}
            type="tel"
            autoComplete="off"
          />
          <TextField
            form={form}
            name="email"
            label={t('kit.quickCreate.email')}
            type="email"
            autoComplete="off"
          />
        </SimpleGrid>
        {duplicates !== null ? (
          <DuplicateWarning
            duplicates={duplicates}
            isSending={form.isSending}
            onCreateAnyway={onCreateAnyway}
            renderAction={(patient) => (
              <Button size="sm" variant="outline" onClick={() => onUsePatient(patient)}>
                {t('kit.quickCreate.useThis')}
              </Button>
            )}
          />
        ) : null}
        <HStack gap="2" wrap="wrap">
          <Button onClick={() => void form.submit()} loading={form.isSending} loadingText={t('kit.creating')}>
            {t('kit.quickCreate.create')}
          </Button>
          <Button variant="outline" onClick={onCancel} disabled={form.isSending}>
            {t('kit.cancel')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
