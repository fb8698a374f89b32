import { Badge, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { Appointment, Paperwork } from '@clinio/contracts';
import { Button, EmptyState, useT } from '@clinio/design-system';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { consentEditPath, kioskPath } from '../common/paths';
import { PdfButton } from '../common/pdf-button';
import { ConsentStatusBadge } from '../common/status-badge';
import { staffCatalog } from '../staff-texts/catalog';
import { ManagerScreen } from './visit-paperwork';

function Row({ title, status, actions }: { title: string; status: ReactNode; actions: ReactNode }) {
  return (
    <List.Item display="block" borderWidth="1px" borderRadius="md" p="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{title}</Text>
          {status}
        </HStack>
        <HStack gap="2" wrap="wrap">
          {actions}
        </HStack>
      </HStack>
    </List.Item>
  );
}

function VisitForms({ visit, paperwork }: { visit: Appointment; paperwork: Paperwork }) {
  const t = useT(staffCatalog);
  const forms = paperwork.forms.filter((form) => form.appointment_id === visit.id);
  if (forms.length === 0)
    return <EmptyState title={t('manager.noForms')} message={t('manager.noFormsHint')} />;
  return (
    <List.Root variant="plain" gap="2" aria-label={t('manager.formsList')}>
      {forms.map((form) => (
        <Row
          key={form.template_id}
          title={form.name}
          status={
            <Badge colorPalette={form.submitted_at ? 'green' : 'orange'}>
              {form.submitted_at
                ? t('manager.submitted')
                : form.draft
                  ? t('manager.draft')
                  : t('manager.waiting')}
            </Badge>
          }
          actions={
            form.submitted_at ? null : (
              <>
                <Text fontSize="sm" color="fg.muted">
                  {t('manager.inPortal')}
                </Text>
                <Button asChild size="sm" variant="outline">
                  <RouterLink to={kioskPath(visit.patient_id)}>{t('chart.kiosk')}</RouterLink>
                </Button>
              </>
            )
          }
        />
      ))}
    </List.Root>
  );
}

function VisitConsents({ visit, paperwork }: { visit: Appointment; paperwork: Paperwork }) {
  const t = useT(staffCatalog);
  const consents = paperwork.consents.filter(
    (consent) => consent.appointment_id === null || consent.appointment_id === visit.id,
  );
  if (consents.length === 0) return <EmptyState title={t('patientConsents.empty')} />;
  return (
    <List.Root variant="plain" gap="2" aria-label={t('manager.consentsList')}>
      {consents.map((consent) => (
        <Row
          key={consent.id}
          title={t(`consentTypes.${consent.consent_type}`)}
          status={<ConsentStatusBadge status={consent.status} />}
          actions={
            <>
              {consent.status === 'pending' ? (
                <Button asChild size="sm">
                  <RouterLink to={kioskPath(visit.patient_id)}>{t('chart.kioskSign')}</RouterLink>
                </Button>
              ) : null}
              {consent.signature ? (
                <PdfButton
                  url={`/api/consents/${consent.id}/pdf`}
                  fileName={`consent-${consent.consent_type}.pdf`}
                  label={t('manager.consentPdf', { type: t(`consentTypes.${consent.consent_type}`) })}
                />
              ) : null}
              <Button asChild size="sm" variant="ghost">
                <RouterLink to={consentEditPath(consent.id)}>{t('manager.view')}</RouterLink>
              </Button>
            </>
          }
        />
      ))}
    </List.Root>
  );
}

/** `/forms/manager?appointmentId=` (spec 2.9): the visit's forms with their status and actions. */
export function FormsManagerPage() {
  const t = useT(staffCatalog);
  return (
    <ManagerScreen heading={t('manager.formsTitle')}>
      {(visit, paperwork) => (
        <Stack gap="4">
          <VisitForms visit={visit} paperwork={paperwork} />
        </Stack>
      )}
    </ManagerScreen>
  );
}

/** `/consents/manager?appointmentId=` (spec 2.9): the visit's consents with their status and actions. */
export function ConsentsManagerPage() {
  const t = useT(staffCatalog);
  return (
    <ManagerScreen heading={t('manager.consentsTitle')}>
      {(visit, paperwork) => <VisitConsents visit={visit} paperwork={paperwork} />}
    </ManagerScreen>
  );
}
