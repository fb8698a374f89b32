import { isUuid } from '@clinio/contracts';
import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ProviderNote } from '@clinio/contracts';
import { DateTimeText, QueryState, useT } from '@clinio/design-system';
import { useEndpointQuery, useInvalidateApi, useRemote } from '@clinio/platform';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useAccess } from '../common/access';
import { RecordNotFound } from '../common/not-found';
import { PageBody, PageHeader } from '../common/page';
import { chartPath } from '../common/paths';
import { useClinic } from '../common/use-clinic';
import { staffCatalog } from '../staff-texts/catalog';
import { DraftEditor } from './draft-editor';
import { AddendaList, NoteSections, Signature, StatusBadge } from './locked-note';
import { NOTE_PATHS } from './paths';
import { AddendumForm, ShareControl } from './signed-actions';

function NotFound() {
  const t = useT(staffCatalog);
  return (
    <RecordNotFound
      title={t('notes.note.notFound')}
      message={t('notes.note.notFoundMessage')}
      detail={t('notes.note.notFoundDetail')}
      back={{ to: NOTE_PATHS.list, label: t('notes.note.backToNotes') }}
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
  const t = useT(staffCatalog);
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
      <QueryState query={note} hasData={data !== null} label={t('notes.note.loading')}>
        {data === null ? null : (
          <>
            <PageHeader
              title={t('notes.note.title', { name: data.patient_name })}
              tabTitle={t('notes.note.tabTitle', { name: data.patient_name })}
              lead={
                <HStack gap="2" wrap="wrap">
                  <StatusBadge status={data.status} />
                  <Text>
                    {t('notes.note.byline', { template: data.template_name, author: data.author_name })}{' '}
                    <DateTimeText value={data.created_at} style="date" />
                  </Text>
                  {data.appointment_id === null ? null : (
                    <Link asChild textDecoration="underline" color="brand.fg">
                      <RouterLink to={`/workflow/${encodeURIComponent(data.appointment_id)}`}>
                        {t('notes.note.forAppointment')}
                      </RouterLink>
                    </Link>
                  )}
                </HStack>
              }
              actions={
                <Link asChild textDecoration="underline" color="brand.fg">
                  <RouterLink to={chartPath(data.patient_id, 'notes')}>
                    {t('notes.note.openChart')}
                  </RouterLink>
                </Link>
              }
            />
            <NoteBody note={data} onChanged={reload} />
          </>
        )}
      </QueryState>
      <Text mt="8" fontSize="sm">
        <Link asChild textDecoration="underline" color="brand.fg">
          <RouterLink to={NOTE_PATHS.list}>{t('notes.note.allNotes')}</RouterLink>
        </Link>
      </Text>
    </PageBody>
  );
}
