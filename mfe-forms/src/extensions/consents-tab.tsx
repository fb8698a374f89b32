import { HStack, Stack } from '@chakra-ui/react';
import { Button, useT } from '@clinio/design-system';
import { Link as RouterLink } from 'react-router-dom';
import { useViewer } from '../common/access';
import { CONSENT_CREATE, kioskPath } from '../common/paths';
import { PatientConsentList } from '../management/patient-consents-section';
import { staffCatalog } from '../staff-texts/catalog';

/** The chart's Consents tab: the patient's consents with spec 4.5's status; give one, or sign at the kiosk. */
export function PatientConsentsTab({ patientId }: { patientId: string }) {
  const t = useT(staffCatalog);
  const { may } = useViewer();
  return (
    <Stack gap="4">
      <HStack gap="2" wrap="wrap">
        {may('forms_manage') ? (
          <Button asChild size="sm">
            <RouterLink to={`${CONSENT_CREATE}?patientId=${patientId}`}>
              {t('patientConsents.new')}
            </RouterLink>
          </Button>
        ) : null}
        {may('patients_update') ? (
          <Button asChild size="sm" variant="outline">
            <RouterLink to={kioskPath(patientId)}>{t('chart.kioskSign')}</RouterLink>
          </Button>
        ) : null}
      </HStack>
      <PatientConsentList patientId={patientId} />
    </Stack>
  );
}
