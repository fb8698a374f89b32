import { Badge, Box, HStack, Link, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  NO_WORKFLOW_MESSAGE,
  WORKFLOW_ACTIONS,
  WORKFLOW_STATUS_LABELS,
  WORKFLOW_STATUS_TONES,
  localDateOf,
  type Appointment,
  type Workflow,
  type WorkflowStatus,
} from '@clinio/contracts';
import { Button, DateTimeText, FormAlert, FormNotice, QueryState, useT } from '@clinio/design-system';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useAccess } from '../common/access';
import { StatusBadge } from '../common/appointment-rows';
import { PageBody } from '../common/page';
import { catalog } from '../catalog';

const TONE_PALETTE = {
  success: 'green',
  info: 'blue',
  warning: 'orange',
  error: 'red',
  neutral: 'gray',
} as const;

/** The calendar's day of the appointment, its provider's column, with the appointment in it. */
export function calendarPathOf(appointment: Pick<Appointment, 'start_time' | 'timezone' | 'provider_id'>) {
  const date = localDateOf(new Date(appointment.start_time).getTime(), appointment.timezone);
  return `/dashboard/appointments?view=day&date=${date}&providers=${appointment.provider_id}`;
}

/** Spec 2.9's steps: each 'Manage' goes to its domain's manager for this visit. */
const STEPS = [
  { key: 'forms', title: 'Forms', manager: '/forms/manager' },
  { key: 'consents', title: 'Consents', manager: '/consents/manager' },
  { key: 'billing', title: 'Billing', manager: '/billing/manager' },
] as const;

function ProgressCard({
  label,
  done,
  total,
  percent,
}: {
  label: string;
  done: number;
  total: number;
  percent: number;
}) {
  const t = useT(catalog);
  return (
    <Box borderWidth="1px" borderRadius="lg" p="4">
      <Text fontWeight="semibold">{label}</Text>
      <Text fontSize="2xl">{t('workflow.ofTotal', { done, total })}</Text>
      <Text fontSize="sm" color="fg.muted">{`${percent}%`}</Text>
    </Box>
  );
}

function WorkflowView({ workflow, onChanged }: { workflow: Workflow; onChanged: () => void }) {
  const t = useT(catalog);
  const { api } = useRemote();
  const { can } = useAccess();
  const [pending, setPending] = useState<WorkflowStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const status = workflow.workflow_status;
  const { progress } = workflow;
  const complete = {
    forms: workflow.forms_complete,
    consents: workflow.consents_complete,
    billing: workflow.billing_complete,
  };

  async function move(to: WorkflowStatus) {
    setPending(to);
    setError(null);
    try {
      await api.call('updateAppointmentWorkflow', {
        params: { id: workflow.appointment_id },
        body: { workflow_status: to },
      });
      onChanged();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The workflow could not be changed.');
    } finally {
      setPending(null);
    }
  }

  return (
    <Stack gap="5">
      <HStack gap="3" wrap="wrap">
        <Badge
          colorPalette={TONE_PALETTE[WORKFLOW_STATUS_TONES[status]]}
          size="lg"
          data-testid="workflow-status"
        >
          {WORKFLOW_STATUS_LABELS[status]}
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          {t('workflow.id', { id: workflow.workflow_id })}
        </Text>
      </HStack>
      <Progress.Root value={progress.overall.percentage} max={100} colorPalette="brand">
        <Progress.Label fontSize="sm">{t('workflow.overall')}</Progress.Label>
        <Progress.Track aria-label={t('workflow.overall')}>
          <Progress.Range />
        </Progress.Track>
        <Progress.ValueText fontSize="sm">{`${progress.overall.percentage}%`}</Progress.ValueText>
      </Progress.Root>
      {can('appointments_update') && WORKFLOW_ACTIONS[status].length > 0 ? (
        <HStack gap="2" wrap="wrap">
          {WORKFLOW_ACTIONS[status].map((action) => (
            <Button
              key={action.to}
              variant={action.to === 'paused' ? 'outline' : 'primary'}
              loading={pending === action.to}
              disabled={pending !== null}
              onClick={() => void move(action.to)}
            >
              {action.label}
            </Button>
          ))}
        </HStack>
      ) : null}
      {error !== null ? <FormAlert>{error}</FormAlert> : null}
      <Stack as="ol" gap="2" listStyleType="none" aria-label={t('workflow.steps')}>
        {STEPS.map((step) => (
          <HStack
            as="li"
            key={step.key}
            justify="space-between"
            borderWidth="1px"
            borderRadius="md"
            p="3"
            wrap="wrap"
          >
            <HStack gap="2">
              <Text fontWeight="semibold">{step.title}</Text>
              <Badge colorPalette={complete[step.key] ? 'green' : 'gray'}>
                {complete[step.key] ? t('workflow.complete') : t('workflow.open')}
              </Badge>
            </HStack>
            <Link asChild color="blue.700" textDecoration="underline">
              <RouterLink
                to={`${step.manager}?appointmentId=${encodeURIComponent(workflow.appointment_id)}`}
                aria-label={t('workflow.manageLabel', { step: step.title.toLowerCase() })}
              >
                {t('workflow.manage')}
              </RouterLink>
            </Link>
          </HStack>
        ))}
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <ProgressCard
          label={t('workflow.forms')}
          done={progress.forms.completed}
          total={progress.forms.total}
          percent={progress.forms.percentage}
        />
        <ProgressCard
          label={t('workflow.consents')}
          done={progress.consents.active}
          total={progress.consents.total}
          percent={progress.consents.percentage}
        />
        <ProgressCard
          label={t('workflow.invoices')}
          done={progress.billing.paid}
          total={progress.billing.total}
          percent={progress.billing.percentage}
        />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * /workflow/{appointmentId} (spec 2.9, ADR 042): the visit's forms, consents and invoices and the
 * workflow's status. The path is outside the sign-in check (spec 2.4); the data is staff-only, so
 * anyone else is asked to sign in and nothing is requested.
 */
export const WORKFLOW_REFRESH_MS = 5_000;

export function WorkflowPage() {
  const t = useT(catalog);
  const { auth } = useRemote();
  const { appointmentId = '' } = useParams();
  const isStaff = auth.status === 'staff';
  const appointment = useEndpointQuery('getAppointment', isStaff ? { params: { id: appointmentId } } : null);
  const found = appointment.data !== null && appointment.error === null;
  const workflow = useEndpointQuery(
    'getAppointmentWorkflow',
    isStaff && found ? { params: { id: appointmentId } } : null,
    // A form submitted or a consent signed in another window (the portal, the kiosk) moves the
    // progress here within 5 s (issue 16); a workflow that starts meanwhile appears the same way.
    { refetchInterval: () => WORKFLOW_REFRESH_MS },
  );
  const noWorkflow = workflow.error === NO_WORKFLOW_MESSAGE;
  const reload = () => {
    appointment.reload();
    workflow.reload();
  };

  return (
    <PageBody
      title={t('workflow.title')}
      actions={
        isStaff ? (
          <HStack gap="2" wrap="wrap">
            {appointment.data ? (
              <Button asChild variant="outline">
                <RouterLink to={calendarPathOf(appointment.data)}>{t('workflow.back')}</RouterLink>
              </Button>
            ) : null}
            <Button
              variant="outline"
              onClick={reload}
              loading={appointment.isLoading || (workflow.isLoading && workflow.data === null)}
            >
              {t('workflow.refresh')}
            </Button>
          </HStack>
        ) : null
      }
    >
      <Box as="nav" aria-label={t('workflow.breadcrumb')} mb="4" fontSize="sm">
        <HStack as="ol" listStyleType="none" gap="2" wrap="wrap">
          <li>
            <Link asChild color="blue.700" textDecoration="underline">
              <RouterLink to="/dashboard/appointments">{t('workflow.appointments')}</RouterLink>
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li>
            {appointment.data ? (
              <Link asChild color="blue.700" textDecoration="underline">
                <RouterLink to={calendarPathOf(appointment.data)}>{t('workflow.details')}</RouterLink>
              </Link>
            ) : (
              t('workflow.details')
            )}
          </li>
          <li aria-hidden="true">›</li>
          <li aria-current="page">{t('workflow.title')}</li>
        </HStack>
      </Box>
      {!isStaff ? (
        <FormNotice>
          {t('workflow.staffOnly')}{' '}
          <Link asChild color="blue.700" textDecoration="underline">
            <RouterLink to="/login">{t('workflow.signIn')}</RouterLink>
          </Link>{' '}
          {t('workflow.toSee')}
        </FormNotice>
      ) : (
        <QueryState
          query={appointment}
          hasData={appointment.data !== null}
          label={t('workflow.loadingAppointment')}
        >
          {appointment.data ? (
            <Stack gap="5">
              <HStack gap="3" wrap="wrap">
                <Text fontWeight="semibold">{appointment.data.patient_name}</Text>
                <DateTimeText value={appointment.data.start_time} timeZone={appointment.data.timezone} />
                <Text color="fg.muted">{appointment.data.provider_name}</Text>
                <StatusBadge status={appointment.data.status} />
              </HStack>
              {noWorkflow ? (
                <FormNotice>{NO_WORKFLOW_MESSAGE}</FormNotice>
              ) : (
                <QueryState query={workflow} hasData={workflow.data !== null} label={t('workflow.loading')}>
                  {workflow.data ? (
                    <WorkflowView workflow={workflow.data} onChanged={workflow.reload} />
                  ) : null}
                </QueryState>
              )}
            </Stack>
          ) : null}
        </QueryState>
      )}
    </PageBody>
  );
}
