import { Button, EmptyState, QueryState, toast } from '@clinio/design-system';
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
import { PatientFilters } from './patient-filters';
import { PatientList } from './patient-list';
import { PATIENT_LIST, describeTotal, exportSearch, patientQueryOf } from './list-query';

/** /dashboard/patients: search, filter, sort and page through the clinic's patients; export them. */
export function PatientsPage() {
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
      toast.success('The patients shown are in the CSV file.');
    } catch (error) {
      toast.error(messageOfError(error), 'Export failed');
    } finally {
      setIsExporting(false);
    }
  }

  const addButton = access.can('patients_create') ? (
    <Button onClick={() => navigate(PATHS.new)}>Add Patient</Button>
  ) : null;
  const shown = patients.patients ?? [];

  return (
    <PageBody>
      <PageHeader
        title="Patients"
        tabTitle="Patients"
        lead="Find a patient by name in any order, phone, e-mail, date of birth or chart number."
        actions={
          <HStack gap="2" wrap="wrap">
            <Button
              variant="outline"
              onClick={() => void exportCsv()}
              loading={isExporting}
              loadingText="Exporting..."
            >
              Export CSV
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
        label="Loading patients…"
        empty={
          list.isFiltered ? (
            <EmptyState
              title="No patients match"
              message="Check the spelling, try part of the name, a phone number or a chart number, or clear the filters."
              action={
                <Button variant="outline" onClick={list.clear}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <EmptyState
              title="No patients yet"
              message="Add the clinic's first patient, or import a list."
              action={addButton}
            />
          )
        }
      >
        <Text fontSize="sm" color="fg.muted" mb="3" aria-live="polite">
          Showing {shown.length} of {describeTotal(patients.total, query.search !== undefined)}
        </Text>
        <PatientList patients={shown} country={clinic.country} branchName={clinic.branchName} />
        {patients.hasMore ? (
          <HStack justify="center" mt="4">
            <Button
              variant="outline"
              onClick={patients.loadMore}
              loading={patients.isLoadingMore}
              loadingText="Loading..."
            >
              Load More
            </Button>
          </HStack>
        ) : null}
      </QueryState>
    </PageBody>
  );
}
