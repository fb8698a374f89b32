import { HStack, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import type { PatientClinic } from '@clinio/contracts';
import { Button, ConfirmDialog, DateTimeText, EmptyState, QueryState, toast } from '@clinio/design-system';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PORTAL_PATHS } from './portal-model';

/** The clinics that may see the patient's record, each with Revoke, and the way to add one. */
export function ClinicsSection() {
  const { api, config } = useRemote();
  const profile = useEndpointQuery('getPatientProfile', {});
  const [revoking, setRevoking] = useState<PatientClinic | null>(null);
  const clinics = profile.data?.clinics ?? [];
  const authorize = config.flags.ENABLE_REGISTRATION ? (
    <Link asChild color="brand.fg" fontWeight="500">
      <RouterLink to={PORTAL_PATHS.authorizeClinic}>Authorize a clinic</RouterLink>
    </Link>
  ) : null;
  return (
    <Stack as="section" aria-labelledby="patient-clinics" gap="3">
      <Heading as="h2" size="md" id="patient-clinics">
        Your clinics
      </Heading>
      <QueryState
        query={profile}
        hasData={profile.data !== null}
        isEmpty={clinics.length === 0}
        empty={
          <EmptyState
            title="No clinic can see your record yet"
            message="A clinic gives you a code to authorize it."
            action={authorize}
          />
        }
        label="Loading your clinics…"
      >
        <List.Root gap="2" variant="plain">
          {clinics.map((clinic) => (
            <List.Item key={clinic.clinic_id} borderWidth="1px" borderRadius="md" px="4" py="3">
              <HStack justify="space-between" width="full" gap="4" wrap="wrap">
                <Stack gap="0" minWidth="0">
                  <Text fontWeight="600">{clinic.clinic_name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    Authorized <DateTimeText value={clinic.authorized_at} style="date" />
                  </Text>
                </Stack>
                <Button
                  variant="danger"
                  size="sm"
                  onClick={() => setRevoking(clinic)}
                  aria-label={`Revoke ${clinic.clinic_name}`}
                >
                  Revoke
                </Button>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
        {authorize ? <Text mt="3">{authorize}</Text> : null}
      </QueryState>
      <ConfirmDialog
        isOpen={revoking !== null}
        title="Revoke access?"
        message={`${revoking?.clinic_name ?? 'The clinic'} will no longer see your record or book you in. You can authorize it again with a new code from the clinic.`}
        confirmLabel="Revoke"
        pendingLabel="Revoking…"
        onConfirm={() => api.call('revokeClinic', { params: { clinicId: revoking?.clinic_id ?? '' } })}
        onDone={() => {
          toast.success(
            `${revoking?.clinic_name ?? 'The clinic'} can no longer see your record.`,
            'Access revoked',
          );
          setRevoking(null);
          profile.reload();
        }}
        onClose={() => setRevoking(null)}
      />
    </Stack>
  );
}
