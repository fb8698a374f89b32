import { HStack, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import type { PatientClinic } from '@clinio/contracts';
import {
  Button,
  ConfirmDialog,
  DateTimeText,
  EmptyState,
  QueryState,
  toast,
  useT,
} from '@clinio/design-system';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { catalog } from '../catalog';
import { PORTAL_PATHS } from './portal-model';

/** The clinics that may see the patient's record, each with Revoke, and the way to add one. */
export function ClinicsSection() {
  const { api, config } = useRemote();
  const t = useT(catalog);
  const profile = useEndpointQuery('getPatientProfile', {});
  const [revoking, setRevoking] = useState<PatientClinic | null>(null);
  const clinics = profile.data?.clinics ?? [];
  const authorize = config.flags.ENABLE_REGISTRATION ? (
    <Link asChild color="brand.fg" fontWeight="500">
      <RouterLink to={PORTAL_PATHS.authorizeClinic}>{t('clinics.authorize')}</RouterLink>
    </Link>
  ) : null;
  return (
    <Stack as="section" aria-labelledby="patient-clinics" gap="3">
      <Heading as="h2" size="md" id="patient-clinics">
        {t('clinics.title')}
      </Heading>
      <QueryState
        query={profile}
        hasData={profile.data !== null}
        isEmpty={clinics.length === 0}
        empty={
          <EmptyState
            title={t('clinics.emptyTitle')}
            message={t('clinics.emptyMessage')}
            action={authorize}
          />
        }
        label={t('clinics.loading')}
      >
        <List.Root gap="2" variant="plain">
          {clinics.map((clinic) => (
            <List.Item key={clinic.clinic_id} borderWidth="1px" borderRadius="md" px="4" py="3">
              <HStack justify="space-between" width="full" gap="4" wrap="wrap">
                <Stack gap="0" minWidth="0">
                  <Text fontWeight="600">{clinic.clinic_name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t('clinics.authorized')} <DateTimeText value={clinic.authorized_at} style="date" />
                  </Text>
                </Stack>
                <Button
                  variant="danger"
                  size="sm"
                  onClick={() => setRevoking(clinic)}
                  aria-label={t('clinics.revokeLabel', { clinic: clinic.clinic_name })}
                >
                  {t('clinics.revoke')}
                </Button>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
        {authorize ? <Text mt="3">{authorize}</Text> : null}
      </QueryState>
      <ConfirmDialog
        isOpen={revoking !== null}
        title={t('clinics.revokeTitle')}
        message={t('clinics.revokeMessage', { clinic: revoking?.clinic_name ?? t('clinics.theClinic') })}
        confirmLabel={t('clinics.revoke')}
        pendingLabel={t('clinics.revoking')}
        onConfirm={() => api.call('revokeClinic', { params: { clinicId: revoking?.clinic_id ?? '' } })}
        onDone={() => {
          toast.success(
            t('clinics.revokedMessage', { clinic: revoking?.clinic_name ?? t('clinics.theClinic') }),
            t('clinics.revokedTitle'),
          );
          setRevoking(null);
          profile.reload();
        }}
        onClose={() => setRevoking(null)}
      />
    </Stack>
  );
}
