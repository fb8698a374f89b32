import { Box, Container, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { attentionItems, DashboardSummary, formatClinicDay, NEW_PATIENT_DAYS } from '@clinio/contracts';
import { AttentionList, Button, PageSpinner, StatCard, StatGrid } from '@clinio/design-system';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../auth/auth-context';
import { detailOf } from '../auth/error-details';
import { useSidebar } from '../layout/sidebar/use-sidebar';
import { useShell } from '../shell-context';

export const DASHBOARD_SUMMARY_PATH = '/api/dashboard/summary';

type Load =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; summary: DashboardSummary };

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
  const { api } = useShell();
  const { snapshot } = useAuth();
  const sidebar = useSidebar();
  // Keyed by attempt: a retry shows the spinner again without setting state inside the effect.
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ attempt: number; load: Load } | null>(null);
  const load: Load = settled?.attempt === attempt ? settled.load : { state: 'loading' };

  useEffect(() => {
    let isCurrent = true;
    api.get<unknown>(DASHBOARD_SUMMARY_PATH, { params: { _t: Date.now() } }).then(
      (body) => {
        const parsed = DashboardSummary.safeParse(body);
        const next: Load = parsed.success
          ? { state: 'ready', summary: parsed.data }
          : { state: 'failed', message: 'Your dashboard could not be loaded.' };
        if (isCurrent) setSettled({ attempt, load: next });
      },
      (error: unknown) => {
        const message = detailOf(error) ?? 'Your dashboard could not be loaded.';
        if (isCurrent) setSettled({ attempt, load: { state: 'failed', message } });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [api, attempt]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);

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
            {greetingFor(new Date().getHours())}, {name}
          </Heading>
          {load.state === 'ready' ? (
            <Text color="fg.muted" mt="1">
              {formatClinicDay(load.summary.today)} · {load.summary.clinic_name}
            </Text>
          ) : null}
        </Box>

        {load.state === 'loading' ? <PageSpinner fullPage={false} label="Loading your dashboard…" /> : null}
        {load.state === 'failed' ? (
          <Stack gap="3" align="start" role="alert">
            <Text>{load.message}</Text>
            <Button size="sm" variant="outline" onClick={retry}>
              Try again
            </Button>
          </Stack>
        ) : null}

        {load.state === 'ready' ? (
          <>
            <Section id="home-attention" title="Needs attention">
              <AttentionList items={attentionItems(load.summary.open_items)} LinkComponent={AppLink} />
            </Section>
            {load.summary.patients !== null || load.summary.staff !== null ? (
              <Section id="home-figures" title="Your clinic">
                <StatGrid label="Clinic figures">
                  {load.summary.patients !== null ? (
                    <StatCard
                      label="Patients"
                      value={count(load.summary.patients.total)}
                      action={
                        isOpen('/dashboard/patients') ? (
                          <AppLink to="/dashboard/patients">Open patients</AppLink>
                        ) : null
                      }
                    >
                      {count(load.summary.patients.new_recent)} new in the last {NEW_PATIENT_DAYS} days ·{' '}
                      {count(load.summary.patients.portal_linked)} using the patient portal
                    </StatCard>
                  ) : null}
                  {load.summary.staff !== null ? (
                    <StatCard
                      label="Active staff"
                      value={count(load.summary.staff.active)}
                      action={
                        isOpen('/dashboard/staff') ? (
                          <AppLink to="/dashboard/staff">Open staff</AppLink>
                        ) : null
                      }
                    >
                      {count(load.summary.staff.invited)} invited · {count(load.summary.staff.deactivated)}{' '}
                      deactivated
                    </StatCard>
                  ) : null}
                </StatGrid>
              </Section>
            ) : null}
          </>
        ) : null}

        <Section id="staff-home-links" title="Go to">
          {links.length === 0 ? (
            <Text color="fg.muted">No other areas are open to you yet.</Text>
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
