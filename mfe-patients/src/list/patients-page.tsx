import { Button, EmptyState, QueryState, toast, useT } from '@clinio/design-system';
import {
  downloadFromServer,
  localDateStamp,
  messageOfError,
  useListParams,
  usePatientSearch,
  useRemote,
  useSearchFilter,
} from '@clinio/platform';
import { ENDPOINTS } from '@clinio/contracts';
import { HStack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useAccess } from '../common/access';
import { PageBody, PageHeader } from '../common/page';
import { PATHS } from '../common/paths';
import { useClinic } from '../common/use-clinic';
import { staffCatalog } from '../staff-texts/catalog';
import { PatientFilters } from './patient-filters';
import { PatientList } from './patient-list';
import { PATIENT_LIST, describeTotal, exportSearch, patientQueryOf } from './list-query';

/** /dashboard/patients: search, filter, sort and page through the clinic's patients; export them. */
export function PatientsPage() {
  const t = useT(staffCatalog);
  const { api, navigate } = useRemote();
  const access = useAccess();
  const clinic = useClinic();
  const list = useListParams(PATIENT_LIST);
  const [searchInput, setSearchInput] = useSearchFilter(list, 'search');
  const [tagInput, setTagInput] = useSearchFilter(list, 'tag');
  const { filters } = list.query;
  const query = useMemo(() => patientQueryOf(filters), [filters]);
  const patients = usePatientSearch(query);
  const [isExporting, setIsExporting] = useState(false);

  async function exportCsv() {
    setIsExporting(true);
    try {
      await downloadFromServer(api, {
        url: `${ENDPOINTS.exportPatients.path}?${exportSearch(query)}`,
        fileName: `patients-${localDateStamp()}.csv`,
      });
      toast.success(t('list.exported'));
    } catch (error) {
      toast.error(messageOfError(error), t('list.exportFailed'));
    } finally {
      setIsExporting(false);
    }
  }

  const addButton = access.can('patients_create') ? (
    <Button onClick={() => navigate(PATHS.new)}>{t('list.addPatient')}</Button>
  ) : null;
  const shown = patients.patients ?? [];

  return (
    <PageBody>
      <PageHeader
        title={t('list.title')}
        tabTitle={t('list.title')}
        lead={t('list.lead')}
        actions={
          <HStack gap="2" wrap="wrap">
            <Button
              variant="outline"
              onClick={() => void exportCsv()}
              loading={isExporting}
              loadingText={t('list.exporting')}
            >
              {t('list.exportCsv')}
            </Button>
            {addButton}
          </HStack>
        }
      />
      <PatientFilters
        search={searchInput}
        onSearch={setSearchInput}
        tag={tagInput}
        onTag={setTagInput}
        branch={filters.branch}
        status={filters.status}
        sort={filters.sort}
        branches={clinic.branches}
        onFilter={list.setFilters}
      />
      <QueryState
        query={patients}
        hasData={patients.patients !== null}
        isEmpty={shown.length === 0}
        label={t('list.loading')}
        empty={
          list.isFiltered ? (
            <EmptyState
              title={t('list.noMatchTitle')}
              message={t('list.noMatchMessage')}
              action={
                <Button variant="outline" onClick={list.clear}>
                  {t('list.clearFilters')}
                </Button>
              }
            />
          ) : (
            <EmptyState title={t('list.emptyTitle')} message={t('list.emptyMessage')} action={addButton} />
          )
        }
      >
        <Text fontSize="sm" color="fg.muted" mb="3" aria-live="polite">
          {t('list.showing', {
            shown: shown.length,
            total: describeTotal(patients.total, query.search !== undefined),
          })}
        </Text>
        <PatientList patients={shown} country={clinic.country} branchName={clinic.branchName} />
        {patients.hasMore ? (
          <HStack justify="center" mt="4">
            <Button
              variant="outline"
              onClick={patients.loadMore}
              loading={patients.isLoadingMore}
              loadingText={t('list.loadingMore')}
            >
              {t('list.loadMore')}
            </Button>
          </HStack>
        ) : null}
      </QueryState>
    </PageBody>
  );
}
