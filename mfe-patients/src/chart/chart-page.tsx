import { isUuid } from '@clinio/contracts';
import { Link, Text } from '@chakra-ui/react';
import { QueryState, useT } from '@clinio/design-system';
import { useEndpointQuery, useExtensionFillers, useRemote } from '@clinio/platform';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { RecordNotFound } from '../common/not-found';
import { PageBody } from '../common/page';
import { PATHS } from '../common/paths';
import { useClinic } from '../common/use-clinic';
import { AccessLogTab } from './access-log-tab';
import { AlertBanner } from './alert-banner';
import { ChartActions } from './chart-actions';
import { ChartHeader } from './chart-header';
import { useAccess } from '../common/access';
import { NotesTab } from '../notes/notes-tab';
import { ACCESS_LOG_TAB, ChartTabs, NOTES_TAB, OVERVIEW_TAB, fillerTab } from './chart-tabs';
import { OverviewTab } from './overview-tab';
import { staffCatalog } from '../staff-texts/catalog';

function NotFound() {
  const t = useT(staffCatalog);
  return (
    <RecordNotFound
      title={t('chart.notFoundTitle')}
      message={t('chart.notFoundMessage')}
      detail={t('chart.notFoundDetail')}
      back={{ to: PATHS.list, label: t('chart.backToPatients') }}
    />
  );
}

/** /dashboard/patients/:id: the chart. The open tab lives in the URL (`?tab=access-log`). */
export function ChartPage() {
  const t = useT(staffCatalog);
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const clinic = useClinic();
  const fillers = useExtensionFillers('patient-chart.tab');
  const { features } = useRemote();
  const access = useAccess();
  const showsNotes = access.can('provider_notes_read') && features.hasFeature('provider_notes');
  const isId = isUuid(id);
  const record = useEndpointQuery('getPatient', isId ? { params: { id }, query: { purpose: 'view' } } : null);
  const known = [OVERVIEW_TAB, ACCESS_LOG_TAB, ...(showsNotes ? [NOTES_TAB] : []), ...fillers.map(fillerTab)];
  const asked = params.get('tab') ?? OVERVIEW_TAB;
  const tab = known.includes(asked) ? asked : OVERVIEW_TAB;

  if (!isId || record.errorCode === 'not_found') return <NotFound />;
  const patient = record.data;
  return (
    <PageBody>
      <QueryState query={record} hasData={patient !== null} label={t('chart.loading')}>
        {patient === null ? null : (
          <>
            <ChartHeader
              patient={patient}
              country={clinic.country}
              actions={<ChartActions patient={patient} onChanged={record.reload} />}
            />
            <AlertBanner patient={patient} />
            <ChartTabs
              tab={tab}
              onTab={(next) => setParams(next === OVERVIEW_TAB ? {} : { tab: next }, { replace: true })}
              patientId={patient.id}
              fillers={fillers}
              overview={<OverviewTab patient={patient} clinic={clinic} onSaved={record.reload} />}
              notes={showsNotes ? <NotesTab patientId={patient.id} /> : null}
              accessLog={<AccessLogTab patientId={patient.id} timeZone={clinic.timeZone} />}
            />
          </>
        )}
      </QueryState>
      <Text mt="6" fontSize="sm">
        <Link asChild textDecoration="underline" color="brand.fg">
          <RouterLink to={PATHS.list}>{t('chart.allPatients')}</RouterLink>
        </Link>
      </Text>
    </PageBody>
  );
}
