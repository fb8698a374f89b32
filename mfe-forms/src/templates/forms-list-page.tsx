import { Badge, Card, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FORM_TYPE_LABELS, pageOfItems, type FormTemplate, type ListDefinition } from '@clinio/contracts';
import {
  Button,
  DateTimeText,
  EmptyState,
  FormField,
  Pager,
  QueryState,
  toast,
  useT,
} from '@clinio/design-system';
import { useEndpointQuery, useListParams, useRemote, useSearchFilter } from '@clinio/platform';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useViewer } from '../common/access';
import { Screen } from '../common/frame';
import { useFormsBase } from '../common/paths';
import { StaffOnly } from '../common/staff-only';
import { staffCatalog } from '../staff-texts/catalog';
import { PreviewDialog } from './preview-dialog';
import { duplicateOf } from './template-input';

/** A page of cards: one, two or three columns fill it evenly. */
export const TEMPLATES_PAGE_SIZE = 24;
const TEMPLATE_LIST: ListDefinition<'search'> = { filters: ['search'], pageSize: TEMPLATES_PAGE_SIZE };

/** A template whose name, description or form type holds every word searched for. */
export function matchesTemplateSearch(template: FormTemplate, search: string): boolean {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text =
    `${template.name} ${template.description} ${FORM_TYPE_LABELS[template.form_type]}`.toLocaleLowerCase();
  return words.every((word) => text.includes(word));
}

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
  const params = useListParams(TEMPLATE_LIST);
  const [searchInput, setSearchInput] = useSearchFilter(params, 'search');
  const search = params.query.filters.search;
  const found = useMemo(
    () => (templates.data ?? []).filter((template) => matchesTemplateSearch(template, search)),
    [templates.data, search],
  );
  const page = pageOfItems(found, params.query.page, TEMPLATES_PAGE_SIZE);
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
      {list.length > 0 ? (
        <Stack role="search" aria-label={t('list.searchRegion')} maxW="md">
          <FormField label={t('list.search')} helper={t('list.searchHelp')}>
            <Input
              type="search"
              value={searchInput}
              onChange={(event) => setSearchInput(event.target.value)}
            />
          </FormField>
        </Stack>
      ) : null}
      <QueryState
        query={{ ...templates, error: templates.error === null ? null : t('list.failed') }}
        hasData={templates.data !== null}
        isEmpty={found.length === 0}
        empty={
          list.length === 0 ? (
            <EmptyState
              title={t('list.emptyTitle')}
              action={canWrite ? create(t('list.createFirst')) : undefined}
            />
          ) : (
            <EmptyState
              title={t('list.noMatchTitle', { search })}
              message={t('list.noMatchMessage')}
              action={
                <Button variant="outline" onClick={params.clear}>
                  {t('list.clearSearch')}
                </Button>
              }
            />
          )
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
          {page.items.map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              canWrite={canWrite}
              onPreview={() => setPreviewing(template)}
              onChanged={templates.reload}
            />
          ))}
        </SimpleGrid>
        <Pager
          page={page.page}
          pageSize={TEMPLATES_PAGE_SIZE}
          total={page.total}
          noun={t('list.noun')}
          onPage={params.setPage}
        />
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
