import { Badge, Fieldset, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import {
  CONSENT_TYPES,
  CONSENT_TYPE_LABELS,
  ConsentTemplateUpdate,
  type ConsentTemplate,
  type ConsentType,
} from '@clinio/contracts';
import { Button, FormDialog, QueryState, TextField, TextareaField, useT } from '@clinio/design-system';
import { useEndpointQuery, useForm, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { staffCatalog } from '../staff-texts/catalog';

interface TextDraft {
  title: string;
  consent_text: string;
  title_es: string;
  consent_text_es: string;
  valid_days: string;
}

function TextDialog({
  type,
  current,
  onClose,
  onSaved,
}: {
  type: ConsentType;
  current: ConsentTemplate | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT(staffCatalog);
  const { api } = useRemote();
  const form = useForm({
    initial: {
      title: current?.title ?? CONSENT_TYPE_LABELS[type],
      consent_text: current?.consent_text ?? '',
      title_es: current?.title_es ?? '',
      consent_text_es: current?.consent_text_es ?? '',
      valid_days: String(current?.valid_days ?? ''),
    } satisfies TextDraft,
    check: (values) =>
      ConsentTemplateUpdate.safeParse({
        ...values,
        valid_days: values.valid_days.trim() === '' ? null : Number(values.valid_days),
      }),
    send: async (body) => {
      await api.call('saveConsentTemplate', { params: { consentType: type }, body });
      onSaved();
      onClose();
    },
  });
  return (
    <FormDialog
      isOpen
      size="lg"
      title={t('texts.dialogTitle', { type: CONSENT_TYPE_LABELS[type] })}
      submitLabel={t('texts.save')}
      pendingLabel={t('texts.saving')}
      form={form}
      onClose={onClose}
    >
      <TextField form={form} name="title" label={t('texts.titleLabel')} isRequired />
      <TextareaField form={form} name="consent_text" label={t('consent.text')} isRequired rows={10} />
      <TextField
        form={form}
        name="valid_days"
        label={t('texts.validDays')}
        helper={t('texts.validDaysHelp')}
        inputMode="numeric"
      />
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold">{t('texts.spanishLegend')}</Fieldset.Legend>
        <Fieldset.HelperText>{t('texts.spanishHelp')}</Fieldset.HelperText>
        <Stack gap="3" mt="2">
          <TextField form={form} name="title_es" label={t('texts.spanishTitle')} lang="es" />
          <TextareaField
            form={form}
            name="consent_text_es"
            label={t('texts.spanishText')}
            rows={8}
            lang="es"
          />
        </Stack>
      </Fieldset.Root>
    </FormDialog>
  );
}

/** The clinic's standard text of each of spec 5's six consent types, which new consents start from. */
export function ConsentTextsSection() {
  const t = useT(staffCatalog);
  const texts = useEndpointQuery('listConsentTemplates', {});
  const [editing, setEditing] = useState<ConsentType | null>(null);
  const byType = new Map((texts.data ?? []).map((text) => [text.consent_type, text]));
  return (
    <Stack as="section" aria-labelledby="consent-texts" gap="3">
      <Heading as="h2" id="consent-texts" fontSize="xl">
        {t('texts.title')}
      </Heading>
      <QueryState query={texts} hasData={texts.data !== null} label={t('texts.loading')}>
        <List.Root variant="plain" gap="2">
          {CONSENT_TYPES.map((type) => {
            const text = byType.get(type);
            return (
              <List.Item key={type} display="block" borderWidth="1px" borderRadius="md" p="3">
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Stack gap="0.5" minWidth="0" flex="1 1 14rem">
                    <HStack gap="2" wrap="wrap">
                      <Text fontWeight="semibold">{CONSENT_TYPE_LABELS[type]}</Text>
                      {text?.consent_text_es ? (
                        <Badge colorPalette="blue">{t('texts.inSpanish')}</Badge>
                      ) : null}
                    </HStack>
                    <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                      {text ? text.title : t('texts.none')}
                      {text?.valid_days ? ` · ${t('texts.validFor', { days: text.valid_days })}` : ''}
                    </Text>
                  </Stack>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t(text ? 'texts.editLabel' : 'texts.writeLabel', {
                      type: CONSENT_TYPE_LABELS[type],
                    })}
                    onClick={() => setEditing(type)}
                  >
                    {text ? t('texts.edit') : t('texts.write')}
                  </Button>
                </HStack>
              </List.Item>
            );
          })}
        </List.Root>
      </QueryState>
      {editing ? (
        <TextDialog
          type={editing}
          current={byType.get(editing)}
          onClose={() => setEditing(null)}
          onSaved={texts.reload}
        />
      ) : null}
    </Stack>
  );
}
