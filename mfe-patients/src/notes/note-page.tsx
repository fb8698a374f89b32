import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ProviderNote } from '@clinio/contracts';
import { DateTimeText, QueryState } from '@clinio/design-system';
import { useEndpointQuery, useInvalidateApi, useRemote } from '@clinio/platform';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useAccess } from '../common/access';
import { isUuid, RecordNotFound } from '../common/not-found';
import { PageBody, PageHeader } from '../common/page';
import { chartPath } from '../common/paths';
import { useClinic } from '../common/use-clinic';
import { DraftEditor } from './draft-editor';
import { AddendaList, NoteSections, Signature, StatusBadge } from './locked-note';
import { NOTE_PATHS } from './paths';
import { AddendumForm, ShareControl } from './signed-actions';

function NotFound() {
  return (
    <RecordNotFound
      title="Note not found"
      message="There is no such note you can open"
      detail="The link may be wrong, or the note is another provider's draft."
      back={{ to: NOTE_PATHS.list, label: 'Back to notes' }}
    />
  );
}

function NoteBody({ note, onChanged }: { note: ProviderNote; onChanged: () => void }) {
  const { auth } = useRemote();
  const access = useAccess();
  const { timeZone } = useClinic();
  const canWrite = access.can('provider_notes_write');
  if (note.status === 'draft') {
    return note.author_id === auth.user?.id && canWrite ? (
      <DraftEditor key={note.id} note={note} onSigned={onChanged} />
    ) : (
      <NoteSections sections={note.sections} />
    );
  }
  return (
    <Stack gap="6">
      <Signature note={note} timeZone={timeZone} />
      <NoteSections sections={note.sections} />
      <AddendaList
        note={note}
        timeZone={timeZone}
        footer={canWrite ? <AddendumForm noteId={note.id} onAdded={onChanged} /> : null}
      />
      {canWrite ? <ShareControl note={note} timeZone={timeZone} onChanged={onChanged} /> : null}
    </Stack>
  );
}

/** /dashboard/provider-notes/:id: the author's draft editor, or the locked note with its addenda. */
export function NotePage() {
  const { id = '' } = useParams();
  const invalidate = useInvalidateApi();
  const isId = isUuid(id);
  const note = useEndpointQuery('getProviderNote', isId ? { params: { id } } : null);
  if (!isId || note.errorCode === 'not_found') return <NotFound />;
  const data = note.data;
  const reload = () => {
    void invalidate('/api/provider-notes');
    note.reload();
  };
  return (
    <PageBody>
      <QueryState query={note} hasData={data !== null} label="Loading the note…">
        {data === null ? null : (
          <>
            <PageHeader
              title={`Note for ${data.patient_name}`}
              tabTitle={`Note — ${data.patient_name}`}
              lead={
                <HStack gap="2" wrap="wrap">
                  <StatusBadge status={data.status} />
                  <Text>
                    {data.template_name} · by {data.author_name} · started{' '}
                    <DateTimeText value={data.created_at} style="date" />
                  </Text>
                  {data.appointment_id === null ? null : (
                    <Link asChild textDecoration="underline" color="brand.fg">
                      <RouterLink to={`/workflow/${encodeURIComponent(data.appointment_id)}`}>
                        For an appointment
                      </RouterLink>
                    </Link>
                  )}
                </HStack>
              }
              actions={
                <Link asChild textDecoration="underline" color="brand.fg">
                  <RouterLink to={chartPath(data.patient_id, 'notes')}>Open the chart</RouterLink>
                </Link>
              }
            />
            <NoteBody note={data} onChanged={reload} />
          </>
        )}
      </QueryState>
      <Text mt="8" fontSize="sm">
        <Link asChild textDecoration="underline" color="brand.fg">
          <RouterLink to={NOTE_PATHS.list}>← All notes</RouterLink>
        </Link>
      </Text>
    </PageBody>
  );
}
