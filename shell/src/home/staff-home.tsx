import { Box, Container, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { attentionItems, formatClinicDay, NEW_PATIENT_DAYS } from '@clinio/contracts';
import { AttentionList, QueryState, StatCard, StatGrid, useT } from '@clinio/design-system';
import { useEndpointQuery } from '@clinio/platform';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../auth/auth-context';
import { useSidebar } from '../layout/sidebar/use-sidebar';
import { staffCatalog } from '../staff-texts/catalog';

export const DASHBOARD_SUMMARY_PATH = '/api/dashboard/summary';

const DASHBOARD_FAILED = 'Your dashboard could not be loaded.';

const count = (n: number) => n.toLocaleString('en-US');

/** 'Good morning' by the viewer's own clock: it greets the person, not the clinic. */
export function greetingFor(hour: number): string {
  if (hour < 5 || hour >= 18) return 'Good evening';
  if (hour < 12) return 'Good morning';
  return 'Good afternoon';
}

function AppLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="brand.solid" fontWeight="500">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" size="md" id={id} mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/**
 * '/dashboard': the staff member's home (issue 4). Figures come from GET /api/dashboard/summary,
 * counted from the clinic's own rows; a part the person may not see is left out, and figures of
 * areas the product does not hold yet (appointments, invoices) are not shown at all, never as 0.
 */
export function StaffHome() {
  const { snapshot } = useAuth();
  const t = useT(staffCatalog);
  const sidebar = useSidebar();
  const query = useEndpointQuery('getDashboardSummary', {});
  const summary = query.data;
  // An answer of the wrong shape is a failure too (with the same sentence as a failed call).
  const error = query.errorCode === 'invalid_response' ? DASHBOARD_FAILED : query.error;

  const user = snapshot.user;
  if (user === null || sidebar === null) return null;
  const entries = sidebar.sections.flatMap((section) => section.entries);
  const isOpen = (to: string) => entries.some((entry) => entry.state === 'open' && entry.to === to);
  const links = entries
    .filter((entry) => entry.state === 'open' && entry.key !== 'dashboard')
    .map((entry) => ({ label: entry.label, to: entry.to }));
  const name = user.firstName ?? user.username;

  return (
    <Container maxWidth="5xl" py={{ base: '6', md: '10' }}>
      <Stack gap="8">
        <Box>
          <Heading as="h1" size="2xl">
            {t('home.greeting', { greeting: greetingFor(new Date().getHours()), name })}
          </Heading>
          {/* Its line is kept while the summary loads (no shift when it arrives). */}
          <Text color="fg.muted" mt="1" minHeight="1lh">
            {summary !== null ? `${formatClinicDay(summary.today)} · ${summary.clinic_name}` : null}
          </Text>
        </Box>

        {/* While the figures load, their usual height is kept, so the links below do not jump down
            when they arrive (CLS, issue 19: measured 486 / 311 px for the demo owner). */}
        <Box minHeight={summary === null && error === null ? { base: '30rem', md: '19rem' } : undefined}>
          <QueryState query={{ ...query, error }} hasData={summary !== null} label={t('home.loading')}>
            {summary !== null ? (
              <Stack gap="8">
                <Section id="home-attention" title={t('home.attention')}>
                  <AttentionList items={attentionItems(summary.open_items)} LinkComponent={AppLink} />
                </Section>
                {summary.patients !== null || summary.staff !== null ? (
                  <Section id="home-figures" title={t('home.clinic')}>
                    <StatGrid label={t('home.figures')}>
                      {summary.patients !== null ? (
                        <StatCard
                          label={t('home.patients')}
                          value={count(summary.patients.total)}
                          action={
                            isOpen('/dashboard/patients') ? (
                              <AppLink to="/dashboard/patients">{t('home.openPatients')}</AppLink>
                            ) : null
                          }
                        >
                          {t('home.patientsDetail', {
                            recent: count(summary.patients.new_recent),
                            days: NEW_PATIENT_DAYS,
                            linked: count(summary.patients.portal_linked),
                          })}
                        </StatCard>
                      ) : null}
                      {summary.staff !== null ? (
                        <StatCard
                          label={t('home.staff')}
                          value={count(summary.staff.active)}
                          action={
                            isOpen('/dashboard/staff') ? (
                              <AppLink to="/dashboard/staff">{t('home.openStaff')}</AppLink>
                            ) : null
                          }
                        >
                          {t('home.staffDetail', {
                            invited: count(summary.staff.invited),
                            deactivated: count(summary.staff.deactivated),
                          })}
                        </StatCard>
                      ) : null}
                    </StatGrid>
                  </Section>
                ) : null}
              </Stack>
            ) : null}
          </QueryState>
        </Box>

        <Section id="staff-home-links" title={t('home.goTo')}>
          {links.length === 0 ? (
            <Text color="fg.muted">{t('home.noAreas')}</Text>
          ) : (
            <List.Root gap="2" variant="plain">
              {links.map((link) => (
                <List.Item key={link.to}>
                  <AppLink to={link.to}>{link.label}</AppLink>
                </List.Item>
              ))}
            </List.Root>
          )}
        </Section>
      </Stack>
    </Container>
  );
}
