import { Badge, HStack, List, Stack, Text } from '@chakra-ui/react';
import { fieldsOfSchema, type FormTemplateVersion } from '@clinio/contracts';
import { CollapsibleSection, DateTimeText, EmptyState, Pager, QueryState, useT } from '@clinio/design-system';
import { useEndpointQuery, useLocalPage } from '@clinio/platform';
import { staffCatalog } from '../staff-texts/catalog';

function VersionItem({ version, isCurrent }: { version: FormTemplateVersion; isCurrent: boolean }) {
  const t = useT(staffCatalog);
  const fields = fieldsOfSchema(version.form_schema);
  const title = t('list.version', { version: version.version });
  return (
    <List.Item display="block" borderWidth="1px" borderRadius="md" p="3" aria-label={title}>
      <Stack gap="2">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{title}</Text>
          {isCurrent ? <Badge colorPalette="green">{t('history.current')}</Badge> : null}
          <Badge variant="outline">{t('history.answers', { count: version.answer_count })}</Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {version.created_by_name === null
            ? t('history.saved')
            : t('history.savedBy', { name: version.created_by_name })}{' '}
          <DateTimeText value={version.created_at} />
        </Text>
        <CollapsibleSection
          title={t('history.fields', { count: fields.length, name: version.name })}
          defaultExpanded={false}
        >
          <List.Root as="ol" ps="5" gap="1">
            {fields.map((field) => (
              <List.Item key={field.key}>
                {field.property.title}
                {field.required ? ` (${t('history.required')})` : ''}
              </List.Item>
            ))}
          </List.Root>
        </CollapsibleSection>
      </Stack>
    </List.Item>
  );
}

/**
 * The builder's Version history tab: each saved version, newest first, with who saved it and when,
 * how many answers were given on it and the fields it asked. A version with answers never
 * changes, so this is what those patients were shown.
 */
export function VersionHistory({ templateId }: { templateId: string }) {
  const t = useT(staffCatalog);
  const versions = useEndpointQuery('listFormTemplateVersions', { params: { id: templateId } });
  const all = versions.data?.items ?? [];
  const page = useLocalPage(all);
  const newest = all[0]?.version;
  return (
    <QueryState
      query={{ ...versions, error: versions.error === null ? null : t('history.loadFailed') }}
      hasData={versions.data !== null}
      isEmpty={all.length === 0}
      empty={<EmptyState title={t('history.empty')} />}
      label={t('history.loading')}
    >
      <Stack gap="2" maxWidth="2xl">
        <Text color="fg.muted">{t('history.lead')}</Text>
        <List.Root variant="plain" gap="2" aria-label={t('history.label')}>
          {page.items.map((version) => (
            <VersionItem key={version.version} version={version} isCurrent={version.version === newest} />
          ))}
        </List.Root>
        <Pager {...page.pager} noun={t('history.noun')} />
      </Stack>
    </QueryState>
  );
}
