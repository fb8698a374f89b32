import { HStack, Stack } from '@chakra-ui/react';
import { Button, EmptyState, Pager, QueryState, useT } from '@clinio/design-system';
import { useEndpointQuery } from '@clinio/platform';
import { useState } from 'react';
import { useAccess } from '../common/access';
import { NewNoteDialog } from './new-note-dialog';
import { NoteList } from './note-list';
import { staffCatalog } from '../staff-texts/catalog';

const PAGE_SIZE = 10;

/** The chart's Notes tab: this patient's notes (the reader's own drafts first) and a new one. */
export function NotesTab({ patientId }: { patientId: string }) {
  const t = useT(staffCatalog);
  const access = useAccess();
  const [page, setPage] = useState(1);
  const [isCreating, setIsCreating] = useState(false);
  const notes = useEndpointQuery('listProviderNotes', {
    query: { patient_id: patientId, skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
  });
  const canWrite = access.can('provider_notes_write');
  const newButton = canWrite ? (
    <Button onClick={() => setIsCreating(true)}>{t('notesTab.new')}</Button>
  ) : null;
  const data = notes.data;
  return (
    <Stack gap="3">
      {data !== null && data.total > 0 ? <HStack justify="flex-end">{newButton}</HStack> : null}
      <QueryState
        query={notes}
        hasData={data !== null}
        isEmpty={data?.total === 0}
        label={t('notesTab.loading')}
        empty={<EmptyState title={t('notesTab.empty')} action={newButton} />}
      >
        <NoteList notes={data?.results ?? []} showPatient={false} />
        {(data?.total ?? 0) > PAGE_SIZE ? (
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={data?.total ?? 0}
            noun={t('notesTab.noun')}
            onPage={setPage}
          />
        ) : null}
      </QueryState>
      {isCreating ? <NewNoteDialog patientId={patientId} onClose={() => setIsCreating(false)} /> : null}
    </Stack>
  );
}
