import { Badge, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FORM_TYPE_LABELS, type FormTemplate } from '@clinio/contracts';
import { Button, DateTimeText, EmptyState, QueryState, toast, useT } from '@clinio/design-system';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useViewer } from '../common/access';
import { Screen } from '../common/frame';
import { useFormsBase } from '../common/paths';
import { StaffOnly } from '../common/staff-only';
import { staffCatalog } from '../staff-texts/catalog';
import { PreviewDialog } from './preview-dialog';
import { duplicateOf } from './template-input';

/** Spec 2.7: view and launch do nothing beyond logging (the id only: no patient data). */
function logAction(action: 'view' | 'launch', template: FormTemplate) {
  console.info(`form template ${action}`, template.id);
}

function TemplateCard({
  template,
  canWrite,
  onPreview,
  onChanged,
}: {
  template: FormTemplate;
  canWrite: boolean;
  onPreview: () => void;
  onChanged: () => void;
}) {
  const t = useT(staffCatalog);
  const base = useFormsBase();
  const { api } = useRemote();
  const [isCopying, setIsCopying] = useState(false);
  async function duplicate() {
    setIsCopying(true);
    try {
      await api.call('createFormTemplate', {
        query: {},
        body: duplicateOf(template, t('list.copyName', { name: template.name })),
      });
      toast.success(t('list.duplicated', { name: template.name }));
      onChanged();
    } catch (error) {
      toast.error(t('list.duplicateFailed', { message: error instanceof Error ? error.message : '' }));
    } finally {
      setIsCopying(false);
    }
  }
  return (
    <Card.Root as="li" variant="outline" size="sm">
      <Card.Body gap="2">
        <Heading as="h3" fontSize="lg" wordBreak="break-word">
          {template.name}
        </Heading>
        {template.description ? (
          <Text color="fg.muted" fontSize="sm" lineClamp={3}>
            {template.description}
          </Text>
        ) : null}
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="blue">{FORM_TYPE_LABELS[template.form_type]}</Badge>
          {template.is_required ? <Badge colorPalette="orange">{t('list.required')}</Badge> : null}
          <Badge variant="outline">{t('list.version', { version: template.version })}</Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t('list.created')} <DateTimeText value={template.created_at} />
        </Text>
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        <Button
          size="sm"
          variant="outline"
          aria-label={t('list.viewLabel', { name: template.name })}
          onClick={() => {
            logAction('view', template);
            onPreview();
          }}
        >
          {t('list.view')}
        </Button>
        {canWrite ? (
          <Button asChild size="sm" variant="outline">
            <RouterLink
              to={`${base}/builder/${template.id}`}
              aria-label={t('list.editLabel', { name: template.name })}
            >
              {t('list.edit')}
            </RouterLink>
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('list.launchLabel', { name: template.name })}
          onClick={() => logAction('launch', template)}
        >
          {t('list.launch')}
        </Button>
        {canWrite ? (
          <Button
            size="sm"
            variant="ghost"
            loading={isCopying}
            aria-label={t('list.duplicateLabel', { name: template.name })}
            onClick={() => void duplicate()}
          >
            {t('list.duplicate')}
          </Button>
        ) : null}
      </Card.Footer>
    </Card.Root>
  );
}

function TemplateList() {
  const t = useT(staffCatalog);
  const base = useFormsBase();
  const { clinicId, may } = useViewer();
  const templates = useEndpointQuery('listFormTemplates', clinicId ? { params: { id: clinicId } } : null);
  const [previewing, setPreviewing] = useState<FormTemplate | null>(null);
  const list = templates.data ?? [];
  const canWrite = may('forms_manage');
  const create = (label: string) => (
    <Button asChild>
      <RouterLink to={`${base}/builder`}>{label}</RouterLink>
    </Button>
  );
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" fontSize="lg">
          {t('list.count', { count: list.length })}
        </Heading>
        {canWrite ? create(t('list.create')) : null}
      </HStack>
      <QueryState
        query={{ ...templates, error: templates.error === null ? null : t('list.failed') }}
        hasData={templates.data !== null}
        isEmpty={list.length === 0}
        empty={
          <EmptyState
            title={t('list.emptyTitle')}
            action={canWrite ? create(t('list.createFirst')) : undefined}
          />
        }
        label={t('list.loading')}
      >
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 1, md: 2, xl: 3 }}
          gap="4"
          aria-label={t('list.title')}
        >
          {list.map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              canWrite={canWrite}
              onPreview={() => setPreviewing(template)}
              onChanged={templates.reload}
            />
          ))}
        </SimpleGrid>
      </QueryState>
      <PreviewDialog template={previewing} onClose={() => setPreviewing(null)} />
    </Stack>
  );
}

/** `/forms` and `/dashboard/forms` (spec 2.7): the clinic's form templates. */
export function FormsListPage() {
  const t = useT(staffCatalog);
  return (
    <Screen heading={t('list.title')}>
      <StaffOnly>
        <TemplateList />
      </StaffOnly>
    </Screen>
  );
}
