import { Link, Stack, Text } from '@chakra-ui/react';
import { FormNotice, QueryState, useT } from '@clinio/design-system';
import { useEndpointQuery } from '@clinio/platform';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { staffCatalog } from '../staff-texts/catalog';
import { draftStore } from './draft-store';
import { IMPORT_PATHS, checkMapping, isImportRunning } from './import-model';
import { ImportProgress } from './import-progress';
import { ImportReport } from './import-report';
import { MappingStep } from './mapping-step';
import { NotAllowed, ScreenFrame, useCan } from './screen-frame';

export const IMPORT_POLL_MS = 1000;

/**
 * /dashboard/patients/import/{id}: the import's own page. A draft shows the mapping step; a
 * queued or running import its progress (read every second, so a reload or a return from
 * elsewhere picks it up again); a finished one its report.
 */
export function ImportJobPage() {
  const t = useT(staffCatalog);
  const can = useCan();
  const { id = '' } = useParams();
  const allowed = can('patients_create');
  const job = useEndpointQuery('getPatientImport', allowed ? { params: { id } } : null, {
    refetchInterval: (data) => (data === undefined || isImportRunning(data) ? IMPORT_POLL_MS : false),
  });
  const item = job.data;
  const back = (
    <Link asChild color="brand.fg" fontWeight="500">
      <RouterLink to={IMPORT_PATHS.start}>{t('importJob.allImports')}</RouterLink>
    </Link>
  );
  if (!allowed) {
    return (
      <ScreenFrame title={t('import.title')}>
        <NotAllowed what={t('import.notAllowedWhat')} />
      </ScreenFrame>
    );
  }
  return (
    <ScreenFrame
      title={item ? t('importJob.title', { file: item.file_name }) : t('import.title')}
      actions={back}
    >
      <QueryState
        query={{ isLoading: job.isLoading, error: item === null ? job.error : null, reload: job.reload }}
        hasData={item !== null}
        label={t('importJob.loading')}
      >
        {item !== null && job.error !== null ? (
          <FormNotice tone="warning">{t('importJob.staleState', { error: job.error })}</FormNotice>
        ) : null}
        {item?.status === 'draft' ? <DraftStep id={item.id} /> : null}
        {item && isImportRunning(item) ? <ImportProgress item={item} /> : null}
        {item && (item.status === 'completed' || item.status === 'failed' || item.status === 'cancelled') ? (
          <ImportReport item={item} />
        ) : null}
      </QueryState>
    </ScreenFrame>
  );
}

function DraftStep({ id }: { id: string }) {
  const t = useT(staffCatalog);
  const draft = draftStore.get(id);
  const stored = draft === null ? draftStore.storedMapping(id) : null;
  const checked = stored === null ? null : checkMapping(stored);
  // After a reload: the server reads the first rows again under the mapping last shown.
  const again = useEndpointQuery(
    'previewPatientImport',
    checked?.ok ? { params: { id }, body: { mapping: checked.mapping } } : null,
  );
  if (draft !== null) return <MappingStep draft={draft} />;
  if (checked?.ok) {
    return (
      <QueryState query={again} hasData={again.data !== null} label={t('importJob.readingAgain')}>
        {again.data ? <MappingStep draft={again.data} /> : null}
      </QueryState>
    );
  }
  return (
    <Stack gap="3">
      <FormNotice tone="warning">{t('importJob.columnsLost')}</FormNotice>
      <Text>
        <Link asChild color="brand.fg" fontWeight="500">
          <RouterLink to={IMPORT_PATHS.start}>{t('importJob.uploadAgain')}</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
