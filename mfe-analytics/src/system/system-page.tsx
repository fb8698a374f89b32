import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { SystemAnalytics } from '@clinio/contracts';
import { QueryState, useT } from '@clinio/design-system';
import { useEndpointQuery } from '@clinio/platform';
import { useEffect } from 'react';
import { catalog } from '../catalog';
import { DataTable } from '../common/data-table';
import { useFormat } from '../common/format';
import { rangeQuery, useRangeParams } from '../common/range';
import { RangeNote, RangePicker } from '../common/range-picker';
import { StatCards } from '../common/stat-card';

function megabytes(bytes: number, format: ReturnType<typeof useFormat>) {
  return `${format.decimal(bytes / 1_048_576)} MB`;
}

function Figures({ data }: { data: SystemAnalytics }) {
  const t = useT(catalog);
  const format = useFormat();
  const n = format.number;
  return (
    <>
      <RangeNote zone={data.time_zone} />
      <StatCards
        label={t('system.title')}
        stats={[
          { key: 'sign-ins', label: t('system.signIns'), value: n(data.sign_ins.succeeded) },
          { key: 'failed-sign-ins', label: t('system.failedSignIns'), value: n(data.sign_ins.failed) },
          { key: 'active-staff', label: t('system.activeStaff'), value: n(data.staff.active) },
          { key: 'staff-signed-in', label: t('system.staffSignedIn'), value: n(data.staff.signed_in) },
          { key: 'two-factor', label: t('system.twoFactor'), value: n(data.staff.two_factor) },
          {
            key: 'portal',
            label: t('system.portalLinked'),
            value: format.rate(data.portal.patients === 0 ? null : data.portal.linked / data.portal.patients),
            note: t('system.portalShare', {
              linked: n(data.portal.linked),
              patients: n(data.portal.patients),
            }),
          },
          {
            key: 'portal-bookings',
            label: t('system.portalBookings'),
            value: n(data.portal.portal_bookings),
          },
          { key: 'sms', label: t('system.sms'), value: n(data.messages.sms) },
          { key: 'email', label: t('system.email'), value: n(data.messages.email) },
          { key: 'messages-failed', label: t('system.messagesFailed'), value: n(data.messages.failed) },
          {
            key: 'storage',
            label: t('system.storage'),
            value: megabytes(data.storage.bytes, format),
            note: t('system.storageFiles', { count: data.storage.files }),
          },
        ]}
      />
      <Heading as="h2" size="lg" mb="2">
        {t('system.signInsPerDay')}
      </Heading>
      <DataTable
        label={t('system.signInsPerDay')}
        rows={data.sign_ins_by_day.filter((day) => day.succeeded + day.failed > 0)}
        rowKey={(day) => day.date}
        columns={[
          { key: 'date', header: t('chart.date'), cell: (day) => day.date },
          { key: 'succeeded', header: t('system.signIns'), cell: (day) => n(day.succeeded), numeric: true },
          { key: 'failed', header: t('system.failedColumn'), cell: (day) => n(day.failed), numeric: true },
        ]}
      />
    </>
  );
}

/** /dashboard/system-analytics (ADR 056): how the clinic uses Clinio over a range. */
export function SystemAnalyticsPage() {
  const t = useT(catalog);
  const list = useRangeParams();
  const { from, to } = rangeQuery(list.query.filters);
  const system = useEndpointQuery('getSystemAnalytics', { query: { from, to } });
  const title = t('system.documentTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Box as="main" px={{ base: '4', md: '8' }} py="6">
      <Stack gap="1" mb="4">
        <Heading as="h1" size="xl">
          {t('system.title')}
        </Heading>
        <Text color="fg.muted">{t('system.lead')}</Text>
      </Stack>
      <RangePicker
        from={from}
        to={to}
        label={t('range.label')}
        onChange={(range) => list.setFilters(range)}
      />
      <QueryState
        query={{ ...system, error: system.error === null ? null : t('system.failed') }}
        hasData={system.data !== null}
        label={t('system.loading')}
      >
        {system.data ? <Figures data={system.data} /> : null}
      </QueryState>
    </Box>
  );
}
