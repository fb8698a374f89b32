import { Checkbox, Field, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import type { ListDefinition } from '@clinio/contracts';
import { Button, EmptyState, Pager, QueryState } from '@clinio/design-system';
import { useEndpointQuery, useListParams, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isUuid } from '../common/not-found';
import { useAccess } from '../common/access';
import { PageBody, PageHeader } from '../common/page';
import { NewNoteDialog } from './new-note-dialog';
import { NoteList } from './note-list';
import { NOTE_PATHS } from './paths';

type NoteFilter = 'status' | 'unsigned';

const NOTE_LIST: ListDefinition<NoteFilter> = {
  filters: ['status', 'unsigned'],
  pageSize: 20,
  choices: { status: ['draft', 'signed'], unsigned: ['mine'] },
};

/**
 * Another screen asks for a new note with `?new=1&patient_id=…` (and `&appointment_id=…` from an
 * appointment): the dialog opens with them; nothing is created until Start note.
 */
function useNewNoteRequest() {
  const [params, setParams] = useSearchParams();
  const patientId = params.get('patient_id') ?? '';
  const appointmentId = params.get('appointment_id') ?? '';
  const isAsked = params.get('new') === '1';
  return {
    request: isAsked
      ? {
          ...(isUuid(patientId) ? { patientId } : {}),
          ...(isUuid(appointmentId) && isUuid(patientId) ? { appointmentId } : {}),
        }
      : null,
    clear: () => setParams({}, { replace: true }),
  };
}

/** /dashboard/provider-notes: the caller's unsigned drafts first, then the clinic's signed notes. */
export function NotesPage() {
  const { navigate } = useRemote();
  const access = useAccess();
  const list = useListParams(NOTE_LIST);
  const { filters, page } = list.query;
  const [isCreating, setIsCreating] = useState(false);
  const asked = useNewNoteRequest();
  const notes = useEndpointQuery('listProviderNotes', {
    query: {
      ...(filters.status === '' ? {} : { status: filters.status as 'draft' | 'signed' }),
      ...(filters.unsigned === 'mine' ? { unsigned: 'mine' as const } : {}),
      skip: (page - 1) * NOTE_LIST.pageSize,
      limit: NOTE_LIST.pageSize,
    },
  });
  const canWrite = access.can('provider_notes_write');
  const data = notes.data;

  return (
    <PageBody>
      <PageHeader
        title="Provider Notes"
        tabTitle="Provider Notes"
        lead="Your unsigned drafts come first. Signed notes are locked; add an addendum to say more."
        actions={
          canWrite ? (
            <HStack gap="2" wrap="wrap">
              <Button variant="outline" onClick={() => navigate(NOTE_PATHS.templates)}>
                Templates
              </Button>
              <Button variant="outline" onClick={() => navigate(NOTE_PATHS.quick)}>
                Quick note
              </Button>
              <Button onClick={() => setIsCreating(true)}>New note</Button>
            </HStack>
          ) : null
        }
      />
      <HStack as="form" role="search" aria-label="Filter notes" gap="4" wrap="wrap" mb="4" align="flex-end">
        <Field.Root width={{ base: 'full', sm: '48' }}>
          <Field.Label>Status</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={filters.status}
              onChange={(event) => list.setFilters({ status: event.target.value })}
            >
              <option value="">Drafts and signed</option>
              <option value="draft">Drafts</option>
              <option value="signed">Signed</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Checkbox.Root
          checked={filters.unsigned === 'mine'}
          onCheckedChange={(details) => list.setFilters({ unsigned: details.checked === true ? 'mine' : '' })}
          pb="2"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Only my unsigned notes</Checkbox.Label>
        </Checkbox.Root>
      </HStack>
      <QueryState
        query={notes}
        hasData={data !== null}
        isEmpty={data?.results.length === 0}
        label="Loading notes…"
        empty={
          list.isFiltered ? (
            <EmptyState
              title="No notes match"
              message="Nothing matches these filters."
              action={
                <Button variant="outline" onClick={list.clear}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <EmptyState
              title="No notes yet"
              message="Notes written for patients appear here, your unsigned drafts first."
              action={canWrite ? <Button onClick={() => setIsCreating(true)}>New note</Button> : null}
            />
          )
        }
      >
        <Stack gap="2">
          <NoteList notes={data?.results ?? []} />
          <Pager
            page={page}
            pageSize={NOTE_LIST.pageSize}
            total={data?.total ?? 0}
            noun="notes"
            onPage={list.setPage}
          />
        </Stack>
      </QueryState>
      {isCreating ? <NewNoteDialog onClose={() => setIsCreating(false)} /> : null}
      {asked.request !== null && canWrite ? <NewNoteDialog {...asked.request} onClose={asked.clear} /> : null}
    </PageBody>
  );
}
