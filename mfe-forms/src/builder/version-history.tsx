import { Badge, HStack, List, Stack, Text } from '@chakra-ui/react';
import { fieldsOfSchema, schemaChanges, type FormTemplateVersion } from '@clinio/contracts';
import {
  Button,
  CollapsibleSection,
  DateTimeText,
  EmptyState,
  Pager,
  QueryState,
  useFormattingLocale,
  useT,
} from '@clinio/design-system';
import { useEndpointQuery, useLocalPage } from '@clinio/platform';
import { staffCatalog } from '../staff-texts/catalog';

/** What a version changed from the one before it, a line for each kind of change. */
function ChangesSince({
  version,
  previous,
}: {
  version: FormTemplateVersion;
  previous: FormTemplateVersion;
}) {
  const t = useT(staffCatalog);
  const list = new Intl.ListFormat(useFormattingLocale(), { type: 'conjunction' });
  const changes = schemaChanges(previous.form_schema, version.form_schema);
  const lines = [
    changes.added.length > 0 ? t('history.added', { fields: list.format(changes.added) }) : null,
    changes.removed.length > 0 ? t('history.removed', { fields: list.format(changes.removed) }) : null,
    changes.changed.length > 0 ? t('history.changed', { fields: list.format(changes.changed) }) : null,
    changes.reordered ? t('history.reordered') : null,
  ].filter((line) => line !== null);
  const since = t('history.since', { version: previous.version });
  if (lines.length === 0)
    return <Text fontSize="sm">{t('history.sameFields', { version: previous.version })}</Text>;
  return (
    <Stack gap="0" fontSize="sm">
      <Text fontWeight="medium">{since}</Text>
      <List.Root ps="5" aria-label={since}>
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

function VersionItem({
  version,
  previous,
  isCurrent,
  onRestore,
}: {
  version: FormTemplateVersion;
  previous: FormTemplateVersion | undefined;
  isCurrent: boolean;
  onRestore: (version: FormTemplateVersion) => void;
}) {
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
        {previous === undefined ? (
          <Text fontSize="sm">{t('history.firstVersion')}</Text>
        ) : (
          <ChangesSince version={version} previous={previous} />
        )}
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
        {isCurrent ? null : (
          <HStack>
            <Button
              size="sm"
              variant="outline"
              aria-label={t('history.restoreLabel', { version: version.version })}
              onClick={() => onRestore(version)}
            >
              {t('history.restore')}
            </Button>
          </HStack>
        )}
      </Stack>
    </List.Item>
  );
}

/**
 * The builder's Version history tab: each saved version, newest first, with who saved it and when,
 * how many answers were given on it, what it changed from the version before, and the fields it
 * asked. A version with answers never changes, so this is what those patients were shown. An
 * older version's fields can be brought back into the builder (`onRestore`); saving then makes
 * them a new version, and the old one stays as it was.
 */
export function VersionHistory({
  templateId,
  onRestore,
}: {
  templateId: string;
  onRestore: (version: FormTemplateVersion) => void;
}) {
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
            <VersionItem
              key={version.version}
              version={version}
              // Newest first: the version before is the next one in the whole list, across pages.
              previous={all[all.findIndex((item) => item.version === version.version) + 1]}
              isCurrent={version.version === newest}
              onRestore={onRestore}
            />
          ))}
        </List.Root>
        <Pager {...page.pager} noun={t('history.noun')} />
      </Stack>
    </QueryState>
  );
}
