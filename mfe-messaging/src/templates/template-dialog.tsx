import { Box, Code, HStack, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { ENDPOINTS } from '@clinio/contracts';
import {
  CheckboxField,
  CollapsibleSection,
  FormDialog,
  FormNotice,
  SelectField,
  TextField,
  TextareaField,
  useT,
} from '@clinio/design-system';
import { useForm, useRemote } from '@clinio/platform';
import { catalog } from '../catalog';
import { CHANNELS, type Channel, type MessageTemplate } from '../common/types';
import { useTemplatePreview } from './use-template-preview';

interface Draft {
  name: string;
  channel: Channel;
  subject: string;
  body: string;
  subject_es: string;
  body_es: string;
  is_active: boolean;
}

const draftOf = (template: MessageTemplate | null): Draft => ({
  name: template?.name ?? '',
  channel: template?.channel ?? 'sms',
  subject: template?.subject ?? '',
  body: template?.body ?? '',
  subject_es: template?.subject_es ?? '',
  body_es: template?.body_es ?? '',
  is_active: template?.is_active ?? true,
});

/** Add or change a template: the editor, the variables it may use, and a live preview with sample data. */
export function TemplateDialog({
  template,
  onClose,
  onSaved,
}: {
  template: MessageTemplate | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const t = useT(catalog);
  const { api } = useRemote();
  const form = useForm({
    initial: () => draftOf(template),
    check: (values: Draft) => {
      const unknown = preview?.unknown_variables ?? [];
      if (unknown.length > 0)
        return {
          success: false as const,
          error: {
            issues: [
              { path: ['body'], message: t('templates.unknownVariables', { names: unknown.join(', ') }) },
            ],
          },
        };
      return ENDPOINTS.createMessageTemplate.body.safeParse(values);
    },
    send: async (body) => {
      if (template === null) await api.call('createMessageTemplate', { body });
      else await api.call('updateMessageTemplate', { params: { id: template.id }, body });
      onSaved(template === null ? t('templates.created') : t('templates.updated'));
    },
  });
  const { preview, failed } = useTemplatePreview(form.values);
  const isEmail = form.values.channel === 'email';
  const unknown = preview?.unknown_variables ?? [];
  return (
    <FormDialog
      isOpen
      size="lg"
      title={template === null ? t('templates.newTitle') : t('templates.editTitle', { name: template.name })}
      submitLabel={t('templates.save')}
      pendingLabel={t('templates.saving')}
      form={form}
      onClose={onClose}
    >
      <TextField form={form} name="name" label={t('templates.name')} isRequired />
      <SelectField
        form={form}
        name="channel"
        label={t('templates.channel')}
        options={CHANNELS.map((value) => ({ value, label: t(`channel.${value}`) }))}
      />
      {isEmail ? <TextField form={form} name="subject" label={t('templates.subject')} /> : null}
      <TextareaField
        form={form}
        name="body"
        label={t('templates.body')}
        helper={t('templates.bodyHelp')}
        isRequired
        rows={6}
      />
      <CollapsibleSection
        title={t('templates.spanishTitle')}
        defaultExpanded={(template?.body_es ?? '') !== ''}
      >
        <Stack gap="3" pt="2">
          <Text fontSize="sm" color="fg.muted">
            {t('templates.spanishLead')}
          </Text>
          {isEmail ? (
            <TextField form={form} name="subject_es" label={t('templates.subjectEs')} lang="es" />
          ) : null}
          <TextareaField form={form} name="body_es" label={t('templates.bodyEs')} rows={4} lang="es" />
        </Stack>
      </CollapsibleSection>
      <CheckboxField form={form} name="is_active">
        {t('templates.active')}
      </CheckboxField>
      <Box as="section" aria-label={t('templates.variablesTitle')}>
        <Heading as="h3" fontSize="sm" mb="1">
          {t('templates.variablesTitle')}
        </Heading>
        <Wrap gap="1">
          {(preview?.variables ?? []).map((name) => (
            <Code key={name}>{`{{${name}}}`}</Code>
          ))}
        </Wrap>
      </Box>
      {unknown.length > 0 ? (
        <FormNotice tone="warning">
          {t('templates.unknownVariables', { names: unknown.join(', ') })}
        </FormNotice>
      ) : null}
      <Box as="section" aria-label={t('templates.previewTitle')} borderWidth="1px" borderRadius="md" p="3">
        <Heading as="h3" fontSize="sm" mb="2">
          {t('templates.previewTitle')}
        </Heading>
        {failed ? <Text color="fg.error">{t('templates.previewFailed')}</Text> : null}
        {preview ? (
          <Stack gap="2">
            {isEmail && preview.subject !== '' ? <Text fontWeight="semibold">{preview.subject}</Text> : null}
            <Text whiteSpace="pre-wrap" data-testid="template-preview">
              {preview.body}
            </Text>
            {preview.segments ? (
              <HStack gap="3" wrap="wrap" fontSize="sm" color="fg.muted">
                <Text>
                  {t('templates.segments', {
                    count: preview.segments.segments,
                    encoding: preview.segments.encoding,
                    units: preview.segments.units,
                  })}
                </Text>
              </HStack>
            ) : null}
          </Stack>
        ) : null}
      </Box>
    </FormDialog>
  );
}
