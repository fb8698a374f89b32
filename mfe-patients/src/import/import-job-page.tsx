import { Link, Stack, Text } from '@chakra-ui/react';
import { FormNotice, QueryState } from '@clinio/design-system';
import { useEndpointQuery } from '@clinio/platform';
import { Link as RouterLink, useParams } from 'react-router-dom';
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
  const can = useCan();
  const { id = '' } = useParams();
  const allowed = can('patients_create');
  const job = useEndpointQuery('getPatientImport', allowed ? { params: { id } } : null, {
    refetchInterval: (data) => (data === undefined || isImportRunning(data) ? IMPORT_POLL_MS : false),
  });
  const item = job.data;
  const back = (
    <Link asChild color="brand.fg" fontWeight="500">
      <RouterLink to={IMPORT_PATHS.start}>All imports</RouterLink>
    </Link>
  );
  if (!allowed) {
    return (
      <ScreenFrame title="Import patients">
        <NotAllowed what="import patients" />
      </ScreenFrame>
    );
  }
  return (
    <ScreenFrame title={item ? `Import of ${item.file_name}` : 'Import patients'} actions={back}>
      <QueryState
        query={{ isLoading: job.isLoading, error: item === null ? job.error : null, reload: job.reload }}
        hasData={item !== null}
        label="Loading the import…"
      >
        {item !== null && job.error !== null ? (
          <FormNotice tone="warning">{`The latest state could not be read (${job.error}). Trying again…`}</FormNotice>
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
      <QueryState query={again} hasData={again.data !== null} label="Reading the file again…">
        {again.data ? <MappingStep draft={again.data} /> : null}
      </QueryState>
    );
  }
  return (
    <Stack gap="3">
      <FormNotice tone="warning">
        This import was uploaded but not started, and its columns are no longer on this page. Upload the file
        again to choose its columns.
      </FormNotice>
      <Text>
        <Link asChild color="brand.fg" fontWeight="500">
          <RouterLink to={IMPORT_PATHS.start}>Upload the file again</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
