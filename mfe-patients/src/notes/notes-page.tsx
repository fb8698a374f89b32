import { isUuid } from '@clinio/contracts';
import { Checkbox, Field, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import type { ListDefinition } from '@clinio/contracts';
import { Button, EmptyState, Pager, QueryState, useT } from '@clinio/design-system';
import { useEndpointQuery, useListParams, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAccess } from '../common/access';
import { PageBody, PageHeader } from '../common/page';
import { staffCatalog } from '../staff-texts/catalog';
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
  const t = useT(staffCatalog);
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
        title={t('notes.page.title')}
        tabTitle={t('notes.page.title')}
        lead={t('notes.page.lead')}
        actions={
          canWrite ? (
            <HStack gap="2" wrap="wrap">
              <Button variant="outline" onClick={() => navigate(NOTE_PATHS.templates)}>
                {t('notes.page.templates')}
              </Button>
              <Button variant="outline" onClick={() => navigate(NOTE_PATHS.quick)}>
                {t('notes.page.quick')}
              </Button>
              <Button onClick={() => setIsCreating(true)}>{t('notes.page.new')}</Button>
            </HStack>
          ) : null
        }
      />
      <HStack
        as="form"
        role="search"
        aria-label={t('notes.page.filters')}
        gap="4"
        wrap="wrap"
        mb="4"
        align="flex-end"
      >
        <Field.Root width={{ base: 'full', sm: '48' }}>
          <Field.Label>{t('notes.page.status')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={filters.status}
              onChange={(event) => list.setFilters({ status: event.target.value })}
            >
              <option value="">{t('notes.page.statusAll')}</option>
              <option value="draft">{t('notes.page.statusDraft')}</option>
              <option value="signed">{t('notes.page.statusSigned')}</option>
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
          <Checkbox.Label>{t('notes.page.onlyMine')}</Checkbox.Label>
        </Checkbox.Root>
      </HStack>
      <QueryState
        query={notes}
        hasData={data !== null}
        isEmpty={data?.results.length === 0}
        label={t('notes.page.loading')}
        empty={
          list.isFiltered ? (
            <EmptyState
              title={t('notes.page.noMatch')}
              message={t('notes.page.noMatchMessage')}
              action={
                <Button variant="outline" onClick={list.clear}>
                  {t('notes.page.clearFilters')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              title={t('notes.page.empty')}
              message={t('notes.page.emptyMessage')}
              action={
                canWrite ? <Button onClick={() => setIsCreating(true)}>{t('notes.page.new')}</Button> : null
              }
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
            noun={t('notes.page.noun')}
            onPage={list.setPage}
          />
        </Stack>
      </QueryState>
      {isCreating ? <NewNoteDialog onClose={() => setIsCreating(false)} /> : null}
      {asked.request !== null && canWrite ? <NewNoteDialog {...asked.request} onClose={asked.clear} /> : null}
    </PageBody>
  );
}
