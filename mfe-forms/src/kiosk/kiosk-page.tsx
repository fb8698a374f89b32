import { Box, Container, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { PaperworkForm } from '@clinio/contracts';
import { Button, FormDialog, FormField, Logo, QueryState, useT } from '@clinio/design-system';
import { useEndpointQuery, useForm, useRemote } from '@clinio/platform';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { catalog } from '../catalog';
import { StaffOnly } from '../common/staff-only';
import type { PaperworkCalls } from '../paperwork/adapter';
import { PaperworkView } from '../paperwork/paperwork-view';

/** Full screen where the browser allows it (not every tablet browser does). */
function enterFullScreen() {
  const page: Partial<Pick<HTMLElement, 'requestFullscreen'>> = document.documentElement;
  void page.requestFullscreen?.().catch(() => undefined);
}

/** The staff member's password gives the dashboard back (`leaveKiosk`, throttled and audited). */
function LeaveDialog({ patientId, onClose }: { patientId: string; onClose: () => void }) {
  const t = useT(catalog);
  const { api } = useRemote();
  const navigate = useNavigate();
  const form = useForm({
    initial: { password: '' },
    check: (values) =>
      values.password === ''
        ? {
            success: false as const,
            error: { issues: [{ path: ['password'], message: t('kiosk.passwordRequired') }] },
          }
        : { success: true as const, data: values },
    send: async (body) => {
      await api.call('leaveKiosk', { params: { patientId }, body });
      if (document.fullscreenElement) await document.exitFullscreen().catch(() => undefined);
      void navigate(`/dashboard/patients/${patientId}?tab=forms`);
    },
  });
  return (
    <FormDialog
      isOpen
      role="alertdialog"
      title={t('kiosk.leaveTitle')}
      submitLabel={t('kiosk.leave')}
      pendingLabel={t('kiosk.leaving')}
      form={form}
      onClose={onClose}
    >
      <Text>{t('kiosk.leaveMessage')}</Text>
      <FormField label={t('kiosk.password')} isRequired error={form.errors.password}>
        <Input
          type="password"
          autoComplete="current-password"
          value={form.values.password}
          onChange={(event) => form.update('password', event.target.value)}
        />
      </FormField>
    </FormDialog>
  );
}

function Kiosk({ patientId }: { patientId: string }) {
  const t = useT(catalog);
  const { api } = useRemote();
  const [isLeaving, setIsLeaving] = useState(false);
  const paperwork = useEndpointQuery('getPatientPaperwork', { params: { patientId } });
  const calls = useMemo<PaperworkCalls>(() => {
    const request = (form: PaperworkForm, answers: Record<string, unknown>) => ({
      params: { id: form.template_id },
      body: { patient_id: patientId, version: form.version, appointment_id: form.appointment_id, answers },
    });
    return {
      saveDraft: (form, answers) => api.call('saveFormDraftAtDesk', request(form, answers)),
      submit: (form, answers) => api.call('submitFormAtDesk', request(form, answers)),
      sign: (consentId, body) => api.call('signConsentAtDesk', { params: { consentId }, body }),
    };
  }, [api, patientId]);
  // The browser's back button stays in the kiosk: only the staff password leaves it.
  useEffect(() => {
    const stay = () => window.history.pushState(null, '', window.location.href);
    stay();
    window.addEventListener('popstate', stay);
    return () => window.removeEventListener('popstate', stay);
  }, []);
  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Logo size="sm" />
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={enterFullScreen}>
            {t('kiosk.fullScreen')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setIsLeaving(true)}>
            {t('kiosk.staffLeave')}
          </Button>
        </HStack>
      </HStack>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('kiosk.title')}
        </Heading>
        <Text color="fg.muted">{t('kiosk.lead')}</Text>
      </Stack>
      <QueryState query={paperwork} hasData={paperwork.data !== null} label={t('paperwork.loading')}>
        {paperwork.data ? (
          <PaperworkView paperwork={paperwork.data} calls={calls} onChanged={paperwork.reload} />
        ) : null}
      </QueryState>
      {isLeaving ? <LeaveDialog patientId={patientId} onClose={() => setIsLeaving(false)} /> : null}
    </Stack>
  );
}

/**
 * `/forms/kiosk/{patientId}`: the desk's tablet for one patient, outside the dashboard frame (full
 * screen on request): only that patient's forms and consents; leaving asks the staff password.
 */
export function KioskPage() {
  const { patientId = '' } = useParams();
  return (
    <Box as="main" minHeight="100dvh" bg="bg">
      <Container maxWidth="3xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }}>
        <StaffOnly>
          <Kiosk patientId={patientId} />
        </StaffOnly>
      </Container>
    </Box>
  );
}
