import { Badge, Box, NativeSelect, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { ImportPreviewRow, PatientImportDraft } from '@clinio/contracts';
import { Button, FormAlert, FormField, FormNotice, TableScroll, useT } from '@clinio/design-system';
import { useEndpointQuery, useInvalidateApi, useRemote } from '@clinio/platform';
import { useEffect, useRef, useState } from 'react';
import { staffCatalog } from '../staff-texts/catalog';
import { draftStore } from './draft-store';
import {
  MAPPING_FIELDS,
  REQUIRED_FIELDS,
  checkMapping,
  fieldLabel,
  mappingOf,
  reusedHeaders,
  type ImportableField,
  type MappingDraft,
} from './import-model';
import { messageOf } from './screen-frame';

export const PREVIEW_DEBOUNCE_MS = 400;

/**
 * Step 2: which column fills which field (the server's guess pre-filled), the first rows as the
 * server reads them under that mapping (each row's problems and a possible-duplicate flag), an
 * optional home branch, then Start.
 */
export function MappingStep({ draft }: { draft: PatientImportDraft }) {
  const t = useT(staffCatalog);
  const { api } = useRemote();
  const invalidate = useInvalidateApi();
  const id = draft.import.id;
  const [mapping, setMapping] = useState<MappingDraft>(() => mappingOf(draft));
  const [preview, setPreview] = useState<ImportPreviewRow[]>(draft.preview);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [isPreviewing, setIsPreviewing] = useState(false);
  const [branchId, setBranchId] = useState('');
  const [startError, setStartError] = useState<string | null>(null);
  const [isStarting, setIsStarting] = useState(false);
  const me = useEndpointQuery('getMe', {});
  const branches = me.data?.branches ?? [];
  const checked = checkMapping(mapping);
  const requestKey = checked.ok ? JSON.stringify(checked.mapping) : null;
  const firstRender = useRef(true);

  // The server's preview is the truth: ask again whenever the mapping settles on something valid.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return undefined;
    }
    if (requestKey === null) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      setIsPreviewing(true);
      api
        .call('previewPatientImport', {
          params: { id },
          body: { mapping: JSON.parse(requestKey) as Record<string, string> },
        })
        .then((answer) => {
          if (!current) return;
          setPreview(answer.preview);
          setPreviewError(null);
          draftStore.save({ ...answer, headers: draft.headers });
        })
        .catch((error: unknown) => {
          if (current) setPreviewError(messageOf(error));
        })
        .finally(() => {
          if (current) setIsPreviewing(false);
        });
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, id, requestKey, draft.headers]);

  function choose(field: ImportableField, header: string) {
    setMapping((current) => ({ ...current, [field]: header }));
    setStartError(null);
  }

  async function start() {
    if (!checked.ok) {
      setStartError(checked.message);
      return;
    }
    setIsStarting(true);
    setStartError(null);
    try {
      await api.call('startPatientImport', {
        params: { id },
        body: { mapping: checked.mapping, branch_id: branchId === '' ? null : branchId },
      });
      draftStore.forget(id);
      await invalidate('/api/patients/imports');
    } catch (error) {
      setStartError(messageOf(error));
    } finally {
      setIsStarting(false);
    }
  }

  const shownFields = MAPPING_FIELDS.filter((field) => (mapping[field] ?? '') !== '');
  const reused = reusedHeaders(mapping);
  const problemRows = preview.filter((row) => row.errors.length > 0).length;
  const duplicateRows = preview.filter((row) => row.possible_duplicate).length;

  return (
    <Stack gap="8">
      <Stack as="section" aria-labelledby="mapping-title" gap="4">
        <Box>
          <Text as="h2" id="mapping-title" fontSize="lg" fontWeight="600">
            {t('mapping.title')}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {t('mapping.lead', {
              rows: draft.import.total_rows,
              columns: draft.headers.length,
              file: draft.import.file_name,
            })}
          </Text>
        </Box>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {MAPPING_FIELDS.map((field) => {
            const isRequired = REQUIRED_FIELDS.includes(field);
            return (
              <FormField
                key={field}
                label={fieldLabel(field)}
                isRequired={isRequired}
                error={isRequired && !mapping[field] ? t('mapping.chooseColumn') : undefined}
              >
                <NativeSelect.Root>
                  <NativeSelect.Field
                    name={`map-${field}`}
                    value={mapping[field] ?? ''}
                    onChange={(event) => choose(field, event.target.value)}
                  >
                    <option value="">{t('mapping.notInFile')}</option>
                    {draft.headers.map((header) => (
                      <option key={header} value={header}>
                        {header}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            );
          })}
        </SimpleGrid>
        {reused.length > 0 ? (
          <FormNotice tone="warning">
            {t('mapping.reused', { columns: reused.map((header) => `“${header}”`).join(', ') })}
          </FormNotice>
        ) : null}
      </Stack>

      <Stack as="section" aria-labelledby="preview-title" gap="3">
        <Box>
          <Text as="h2" id="preview-title" fontSize="lg" fontWeight="600">
            {t('mapping.previewTitle')}
          </Text>
          <Text color="fg.muted" fontSize="sm" aria-live="polite">
            {isPreviewing
              ? t('mapping.previewing')
              : t('mapping.previewSummary', {
                  problems: problemRows,
                  duplicates: duplicateRows,
                  rows: preview.length,
                })}
          </Text>
        </Box>
        {previewError !== null ? <FormAlert>{previewError}</FormAlert> : null}
        <PreviewTable rows={preview} fields={shownFields} />
      </Stack>

      <Stack as="section" aria-labelledby="start-title" gap="4" maxWidth="md">
        <Text as="h2" id="start-title" fontSize="lg" fontWeight="600">
          {t('mapping.startTitle')}
        </Text>
        <FormField label={t('mapping.homeBranch')} helper={me.error ?? t('mapping.homeBranchHelper')}>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="branch_id"
              value={branchId}
              onChange={(event) => setBranchId(event.target.value)}
            >
              <option value="">{t('mapping.noHomeBranch')}</option>
              {branches.map((branch) => (
                <option key={branch.id} value={branch.id}>
                  {branch.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {startError !== null ? <FormAlert>{startError}</FormAlert> : null}
        <Box>
          <Button onClick={() => void start()} loading={isStarting} loadingText={t('mapping.starting')}>
            {t('mapping.start', { rows: draft.import.total_rows })}
          </Button>
        </Box>
      </Stack>
    </Stack>
  );
}

function PreviewTable({ rows, fields }: { rows: ImportPreviewRow[]; fields: ImportableField[] }) {
  const t = useT(staffCatalog);
  if (rows.length === 0) return <Text>{t('mapping.noRows')}</Text>;
  return (
    <TableScroll label={t('mapping.previewTable')}>
      <Table.Root size="sm" minWidth={`${Math.max(560, 160 * (fields.length + 2))}px`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('mapping.line')}</Table.ColumnHeader>
            {fields.map((field) => (
              <Table.ColumnHeader key={field}>{fieldLabel(field)}</Table.ColumnHeader>
            ))}
            <Table.ColumnHeader>{t('mapping.check')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.line} data-testid={`preview-line-${row.line}`}>
              <Table.Cell>{row.line}</Table.Cell>
              {fields.map((field) => (
                <Table.Cell key={field}>{row.values[field] ?? ''}</Table.Cell>
              ))}
              <Table.Cell>
                <Stack gap="1" align="flex-start">
                  {row.errors.length === 0 ? (
                    <Badge colorPalette="green" variant="subtle">
                      {t('mapping.ready')}
                    </Badge>
                  ) : (
                    row.errors.map((error) => (
                      <Text key={`${error.field}:${error.message}`} color="red.700" fontSize="sm">
                        {`${fieldLabel(error.field)}: ${error.message}`}
                      </Text>
                    ))
                  )}
                  {row.possible_duplicate ? (
                    <Badge colorPalette="orange" variant="subtle">
                      {t('mapping.possibleDuplicate')}
                    </Badge>
                  ) : null}
                </Stack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}
