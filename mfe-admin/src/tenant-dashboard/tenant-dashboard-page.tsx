import { useEndpointQuery } from '@clinio/platform';
import { Badge, Box, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import {
  ACTIVITY_DAYS,
  NEW_PATIENT_DAYS,
  attentionItems,
  formatClinicDay,
  type TenantOverview,
} from '@clinio/contracts';
import { AttentionList, QueryState, StatCard, StatGrid, TableScroll, useT } from '@clinio/design-system';
import type { ReactNode } from 'react';
import { BarChart } from '../common/bar-chart';
import { formatDateTime, humanize } from '../common/format';
import { PageBody, PageHeader } from '../common/page-header';
import { HelpLink } from '../documentation/help-link';
import { catalog, type Translate } from './catalog';
import { ExtensionPanels } from './extension-panels';
import { SUBSCRIPTION_STATUS_LABELS, formatBytes, formatCount } from '../system-admin/labels';

export const TENANT_OVERVIEW_PATH = '/api/dashboard/tenant-overview';
export const DASHBOARD_SUMMARY_PATH = '/api/dashboard/summary';

const OUTCOME_COLORS = { success: 'green', failure: 'red', denied: 'orange' } as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} fontSize="lg" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** '9 Mar' for a YYYY-MM-DD day of the clinic's calendar (no shift through the viewer's zone). */
export function shortDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

function subscriptionLine(subscription: TenantOverview['subscription'], t: Translate): string {
  const status = SUBSCRIPTION_STATUS_LABELS[subscription.status];
  if (subscription.status === 'trial' && subscription.trial_days_left !== null) {
    const days = subscription.trial_days_left;
    return days === 0
      ? t('overview.trialEndsToday', { status })
      : t('overview.trialDaysLeft', { status, count: days, days: formatCount(days) });
  }
  return `${status} · ${subscription.price}`;
}

function Figures({ overview }: { overview: TenantOverview }) {
  const t = useT(catalog);
  const { patients, staff, subscription } = overview;
  return (
    <StatGrid label={t('overview.figures')}>
      <StatCard
        label={t('overview.plan')}
        value={subscription.plan_name}
        action={
          <HelpLink to="/dashboard/admin/subscription-management">
            {t('overview.manageSubscription')}
          </HelpLink>
        }
      >
        {subscriptionLine(subscription, t)}
      </StatCard>
      <StatCard label={t('overview.patients')} value={formatCount(patients.total)}>
        {t('overview.patientsNote', {
          newRecent: formatCount(patients.new_recent),
          days: String(NEW_PATIENT_DAYS),
          portalLinked: formatCount(patients.portal_linked),
          archived: formatCount(patients.archived),
        })}
      </StatCard>
      <StatCard
        label={t('overview.activeStaff')}
        value={formatCount(staff.active)}
        action={<HelpLink to="/dashboard/staff">{t('overview.openStaff')}</HelpLink>}
      >
        {t('overview.staffNote', {
          invited: formatCount(staff.invited),
          deactivated: formatCount(staff.deactivated),
          twoFactor: formatCount(staff.two_factor_enabled),
          active: formatCount(staff.active),
        })}
      </StatCard>
      <StatCard
        label={t('overview.branches')}
        value={formatCount(overview.branches)}
        action={<HelpLink to="/dashboard/settings">{t('overview.clinicSettings')}</HelpLink>}
      />
      <StatCard label={t('overview.storage')} value={formatBytes(overview.storage.bytes)}>
        {t('overview.storageNote', {
          count: overview.storage.files,
          files: formatCount(overview.storage.files),
        })}
      </StatCard>
    </StatGrid>
  );
}

function StaffByRole({ rows }: { rows: TenantOverview['staff']['by_role'] }) {
  const t = useT(catalog);
  if (rows.length === 0) return <Text color="fg.muted">{t('overview.noActiveStaff')}</Text>;
  return (
    <Table.Root size="sm" variant="outline">
      <Table.Caption srOnly>{t('overview.staffByRoleCaption')}</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('overview.role')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('overview.activeStaff')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.role}>
            <Table.Cell>{humanize(row.role)}</Table.Cell>
            <Table.Cell textAlign="end">{formatCount(row.count)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function RecentActivityTable({ recent }: { recent: NonNullable<TenantOverview['recent']> }) {
  const t = useT(catalog);
  if (recent.length === 0) return <Text color="fg.muted">{t('overview.nothingRecorded')}</Text>;
  return (
    <TableScroll label={t('overview.latestAudit')}>
      <Table.Root size="sm">
        <Table.Caption srOnly>{t('overview.latestAudit')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('overview.when')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('overview.who')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('overview.what')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('overview.outcome')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {recent.map((entry, index) => (
            <Table.Row key={`${entry.at}-${index}`}>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(entry.at)}</Table.Cell>
              <Table.Cell>{entry.actor_name ?? humanize(entry.actor_type)}</Table.Cell>
              <Table.Cell>
                <Text as="code" fontSize="xs">
                  {entry.action}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={OUTCOME_COLORS[entry.outcome]}>{humanize(entry.outcome)}</Badge>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}

function Overview({ overview }: { overview: TenantOverview }) {
  const t = useT(catalog);
  return (
    <Stack gap="8">
      <Section id="tenant-figures" title={t('overview.account')}>
        <Figures overview={overview} />
      </Section>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Section id="tenant-sign-ins" title={t('overview.security')}>
          <BarChart
            title={t('overview.signInsTitle', { days: String(ACTIVITY_DAYS) })}
            labels={overview.activity.map((day) => shortDay(day.date))}
            series={[
              {
                label: t('overview.signIns'),
                color: 'brand.solid',
                values: overview.activity.map((day) => day.sign_ins),
              },
              {
                label: t('overview.failedSignIns'),
                color: 'red.500',
                values: overview.activity.map((day) => day.failed_sign_ins),
              },
            ]}
            format={formatCount}
          />
          <Text fontSize="sm" color="fg.muted" mt="2">
            {t('overview.refused', {
              count: overview.denied_last_7_days,
              refused: formatCount(overview.denied_last_7_days),
            })}
          </Text>
        </Section>
        <Section id="tenant-roles" title={t('overview.staffByRole')}>
          <StaffByRole rows={overview.staff.by_role} />
        </Section>
      </SimpleGrid>
      <Section id="tenant-recent" title={t('overview.recent')}>
        {overview.recent === null ? (
          <Text color="fg.muted">
            {t('overview.noAuditLog')}{' '}
            <HelpLink to="/dashboard/admin/subscription-management">{t('overview.comparePlans')}</HelpLink>
          </Text>
        ) : (
          <Stack gap="2" align="start">
            <RecentActivityTable recent={overview.recent} />
            <HelpLink to="/dashboard/audit">{t('overview.openAuditLog')}</HelpLink>
          </Stack>
        )}
      </Section>
    </Stack>
  );
}

/**
 * '/dashboard/tenant_dashboard': a super admin's home (spec 2.2). What needs them first, then the
 * account's figures, counted by the server from the clinic's own rows when the page opens.
 */
export function TenantDashboardPage() {
  const t = useT(catalog);
  const summary = useEndpointQuery('getDashboardSummary', {});
  const overview = useEndpointQuery('getTenantOverview', {});
  const lead =
    overview.data === null
      ? t('overview.leadLoading')
      : `${overview.data.clinic_name} · ${formatClinicDay(overview.data.today)} (${overview.data.time_zone})`;
  return (
    <PageBody>
      <PageHeader title={t('overview.title')} lead={lead} />
      <Stack gap="8">
        <Section id="tenant-attention" title={t('overview.attention')}>
          <QueryState query={summary} hasData={summary.data !== null} label={t('overview.attentionLoading')}>
            {summary.data ? (
              <AttentionList items={attentionItems(summary.data.open_items)} LinkComponent={HelpLink} />
            ) : null}
          </QueryState>
        </Section>
        <QueryState query={overview} hasData={overview.data !== null} label={t('overview.loading')}>
          {overview.data ? <Overview overview={overview.data} /> : null}
        </QueryState>
        <ExtensionPanels />
      </Stack>
    </PageBody>
  );
}
