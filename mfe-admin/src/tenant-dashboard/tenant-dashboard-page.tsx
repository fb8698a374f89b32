import { useEndpointQuery } from '@clinio/platform';
import { Badge, Box, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import {
  ACTIVITY_DAYS,
  NEW_PATIENT_DAYS,
  attentionItems,
  formatClinicDay,
  type TenantOverview,
} from '@clinio/contracts';
import { AttentionList, QueryState, StatCard, StatGrid, TableScroll } from '@clinio/design-system';
import type { ReactNode } from 'react';
import { BarChart } from '../common/bar-chart';
import { formatDateTime, humanize } from '../common/format';
import { PageBody, PageHeader } from '../common/page-header';
import { HelpLink } from '../documentation/help-link';
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

function subscriptionLine(subscription: TenantOverview['subscription']): string {
  const status = SUBSCRIPTION_STATUS_LABELS[subscription.status];
  if (subscription.status === 'trial' && subscription.trial_days_left !== null) {
    const days = subscription.trial_days_left;
    return days === 0
      ? `${status}: ends today`
      : `${status}: ${formatCount(days)} ${days === 1 ? 'day' : 'days'} left`;
  }
  return `${status} · ${subscription.price}`;
}

function Figures({ overview }: { overview: TenantOverview }) {
  const { patients, staff, subscription } = overview;
  return (
    <StatGrid label="Clinic account figures">
      <StatCard
        label="Plan"
        value={subscription.plan_name}
        action={<HelpLink to="/dashboard/admin/subscription-management">Manage subscription</HelpLink>}
      >
        {subscriptionLine(subscription)}
      </StatCard>
      <StatCard label="Patients" value={formatCount(patients.total)}>
        {formatCount(patients.new_recent)} new in the last {NEW_PATIENT_DAYS} days ·{' '}
        {formatCount(patients.portal_linked)} using the patient portal · {formatCount(patients.archived)}{' '}
        archived
      </StatCard>
      <StatCard
        label="Active staff"
        value={formatCount(staff.active)}
        action={<HelpLink to="/dashboard/staff">Open staff</HelpLink>}
      >
        {formatCount(staff.invited)} invited · {formatCount(staff.deactivated)} deactivated ·{' '}
        {formatCount(staff.two_factor_enabled)} of {formatCount(staff.active)} with two-factor
      </StatCard>
      <StatCard
        label="Branches"
        value={formatCount(overview.branches)}
        action={<HelpLink to="/dashboard/settings">Clinic settings</HelpLink>}
      />
      <StatCard label="Storage" value={formatBytes(overview.storage.bytes)}>
        {formatCount(overview.storage.files)} {overview.storage.files === 1 ? 'file' : 'files'} (logos and
        profile pictures)
      </StatCard>
    </StatGrid>
  );
}

function StaffByRole({ rows }: { rows: TenantOverview['staff']['by_role'] }) {
  if (rows.length === 0) return <Text color="fg.muted">No active staff.</Text>;
  return (
    <Table.Root size="sm" variant="outline">
      <Table.Caption srOnly>Active staff by role</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Role</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Active staff</Table.ColumnHeader>
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
  if (recent.length === 0) return <Text color="fg.muted">Nothing recorded yet.</Text>;
  return (
    <TableScroll label="Latest audit entries">
      <Table.Root size="sm">
        <Table.Caption srOnly>Latest audit entries</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>When</Table.ColumnHeader>
            <Table.ColumnHeader>Who</Table.ColumnHeader>
            <Table.ColumnHeader>What</Table.ColumnHeader>
            <Table.ColumnHeader>Outcome</Table.ColumnHeader>
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
  return (
    <Stack gap="8">
      <Section id="tenant-figures" title="Your clinic account">
        <Figures overview={overview} />
      </Section>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Section id="tenant-sign-ins" title="Security">
          <BarChart
            title={`Staff sign-ins, last ${ACTIVITY_DAYS} days`}
            labels={overview.activity.map((day) => shortDay(day.date))}
            series={[
              {
                label: 'Sign-ins',
                color: 'brand.solid',
                values: overview.activity.map((day) => day.sign_ins),
              },
              {
                label: 'Failed sign-ins',
                color: 'red.500',
                values: overview.activity.map((day) => day.failed_sign_ins),
              },
            ]}
            format={formatCount}
          />
          <Text fontSize="sm" color="fg.muted" mt="2">
            {formatCount(overview.denied_last_7_days)} refused{' '}
            {overview.denied_last_7_days === 1 ? 'request' : 'requests'} (permission or plan) in the last 7
            days.
          </Text>
        </Section>
        <Section id="tenant-roles" title="Staff by role">
          <StaffByRole rows={overview.staff.by_role} />
        </Section>
      </SimpleGrid>
      <Section id="tenant-recent" title="Recent activity">
        {overview.recent === null ? (
          <Text color="fg.muted">
            The audit log is not part of your plan.{' '}
            <HelpLink to="/dashboard/admin/subscription-management">Compare plans</HelpLink>
          </Text>
        ) : (
          <Stack gap="2" align="start">
            <RecentActivityTable recent={overview.recent} />
            <HelpLink to="/dashboard/audit">Open the audit log</HelpLink>
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
  const summary = useEndpointQuery('getDashboardSummary', {});
  const overview = useEndpointQuery('getTenantOverview', {});
  const lead =
    overview.data === null
      ? 'Your clinic account at a glance.'
      : `${overview.data.clinic_name} · ${formatClinicDay(overview.data.today)} (${overview.data.time_zone})`;
  return (
    <PageBody>
      <PageHeader title="Clinic overview" lead={lead} />
      <Stack gap="8">
        <Section id="tenant-attention" title="Needs attention">
          <QueryState query={summary} hasData={summary.data !== null} label="Loading what needs attention…">
            {summary.data ? (
              <AttentionList items={attentionItems(summary.data.open_items)} LinkComponent={HelpLink} />
            ) : null}
          </QueryState>
        </Section>
        <QueryState query={overview} hasData={overview.data !== null} label="Loading the clinic overview…">
          {overview.data ? <Overview overview={overview.data} /> : null}
        </QueryState>
        <ExtensionPanels />
      </Stack>
    </PageBody>
  );
}
