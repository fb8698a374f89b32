import { Badge, Field, HStack, Input, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { NoteTemplateInput, type NoteTemplate } from '@clinio/contracts';
import { Button, EmptyState, FormAlert, QueryState, toast, useT } from '@clinio/design-system';
import { messageOfError, useEndpointQuery, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { useAccess } from '../common/access';
import { PageBody, PageHeader } from '../common/page';
import { staffCatalog } from '../staff-texts/catalog';

/** One heading per line, blank lines ignored. */
export const headingsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

function TemplateForm({ onAdded }: { onAdded: () => void }) {
  const t = useT(staffCatalog);
  const { api } = useRemote();
  const [name, setName] = useState('');
  const [sections, setSections] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [isSending, setIsSending] = useState(false);

  async function submit() {
    const checked = NoteTemplateInput.safeParse({ name, sections: headingsOf(sections) });
    if (!checked.success) {
      setProblems(
        Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setProblems({});
    setIsSending(true);
    try {
      await api.call('createNoteTemplate', { body: checked.data });
      toast.success(t('notes.templates.added', { name: checked.data.name }));
      setName('');
      setSections('');
      onAdded();
    } catch (error) {
      setProblems({ form: messageOfError(error) });
    } finally {
      setIsSending(false);
    }
  }

  return (
    <Stack
      as="form"
      aria-labelledby="new-template"
      gap="4"
      maxWidth="xl"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Text as="h2" id="new-template" fontSize="lg" fontWeight="600">
        {t('notes.templates.addTitle')}
      </Text>
      {problems.form ? <FormAlert>{problems.form}</FormAlert> : null}
      <Field.Root invalid={problems.name !== undefined}>
        <Field.Label>{t('notes.templates.name')}</Field.Label>
        <Input value={name} onChange={(event) => setName(event.target.value)} />
        {problems.name ? <Field.ErrorText color="red.700">{problems.name}</Field.ErrorText> : null}
      </Field.Root>
      <Field.Root invalid={problems.sections !== undefined}>
        <Field.Label>{t('notes.templates.sections')}</Field.Label>
        <Textarea value={sections} onChange={(event) => setSections(event.target.value)} minHeight="28" />
        <Field.HelperText>{t('notes.templates.sectionsHelper')}</Field.HelperText>
        {problems.sections ? <Field.ErrorText color="red.700">{problems.sections}</Field.ErrorText> : null}
      </Field.Root>
      <HStack>
        <Button type="submit" loading={isSending} loadingText={t('notes.templates.adding')}>
          {t('notes.templates.add')}
        </Button>
      </HStack>
    </Stack>
  );
}

function TemplateRow({
  template,
  canWrite,
  onChanged,
}: {
  template: NoteTemplate;
  canWrite: boolean;
  onChanged: () => void;
}) {
  const t = useT(staffCatalog);
  const { api } = useRemote();
  const [isSending, setIsSending] = useState(false);
  async function toggle() {
    setIsSending(true);
    try {
      await api.call('updateNoteTemplate', {
        params: { id: template.id },
        body: { archived: !template.archived },
      });
      onChanged();
    } catch (error) {
      toast.error(messageOfError(error));
    } finally {
      setIsSending(false);
    }
  }
  return (
    <List.Item display="block" borderWidth="1px" borderRadius="md" px="4" py="3">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="1" minWidth="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="600">{template.name}</Text>
            {template.is_builtin ? <Badge>{t('notes.templates.builtIn')}</Badge> : null}
            {template.archived ? <Badge colorPalette="gray">{t('notes.templates.archived')}</Badge> : null}
          </HStack>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
            {template.sections.map((section) => section.label).join(' · ')}
          </Text>
        </Stack>
        {canWrite && !template.is_builtin ? (
          <Button size="sm" variant="outline" onClick={() => void toggle()} loading={isSending}>
            {template.archived
              ? t('notes.templates.restore', { name: template.name })
              : t('notes.templates.archive', { name: template.name })}
          </Button>
        ) : null}
      </HStack>
    </List.Item>
  );
}

/** /dashboard/provider-notes/templates: the built-in templates and the clinic's own. */
export function TemplatesPage() {
  const t = useT(staffCatalog);
  const access = useAccess();
  const templates = useEndpointQuery('listNoteTemplates', {});
  const canWrite = access.can('provider_notes_write');
  const list = templates.data?.results ?? [];
  return (
    <PageBody>
      <PageHeader
        title={t('notes.templates.title')}
        tabTitle={t('notes.templates.title')}
        lead={t('notes.templates.lead')}
      />
      <Stack gap="8">
        <QueryState
          query={templates}
          hasData={templates.data !== null}
          isEmpty={list.length === 0}
          empty={<EmptyState title={t('notes.templates.empty')} />}
          label={t('notes.templates.loading')}
        >
          <List.Root variant="plain" gap="2" aria-label={t('notes.templates.list')}>
            {list.map((template) => (
              <TemplateRow
                key={template.id}
                template={template}
                canWrite={canWrite}
                onChanged={templates.reload}
              />
            ))}
          </List.Root>
        </QueryState>
        {canWrite ? <TemplateForm onAdded={templates.reload} /> : null}
      </Stack>
    </PageBody>
  );
}
