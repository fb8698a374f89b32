import { Box, Container, DataList, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import type { PatientClinic } from '@clinio/contracts';
import { Button, Logo, showAlert, toast } from '@clinio/design-system';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../auth/auth-context';
import { displayNameOf } from '../auth/auth-state';
import { useShell } from '../shell-context';

/**
 * '/patient-dashboard' for now: the patient, the clinics that may see their record (each can be
 * revoked), and the way to authorize another. The portal issue replaces it.
 */
export function PatientHome() {
  const { api, config } = useShell();
  const auth = useAuth();
  const { snapshot, patientProfile } = auth;
  const [revoking, setRevoking] = useState<string | null>(null);
  const user = snapshot.user;
  if (user === null || patientProfile === null) return null;

  async function revoke(clinic: PatientClinic) {
    setRevoking(clinic.clinic_id);
    try {
      await api.call('revokeClinic', { params: { clinicId: clinic.clinic_id } });
      toast.success(`${clinic.clinic_name} can no longer see your record.`, 'Access revoked');
      await auth.reloadProfile();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Failed to revoke access', 'Access not revoked');
    } finally {
      setRevoking(null);
    }
  }

  const confirmRevoke = (clinic: PatientClinic) =>
    void showAlert({
      type: 'warning',
      title: 'Revoke access?',
      message: `${clinic.clinic_name} will no longer see your record or book you in. You can authorize it again with a new code from the clinic.`,
      confirmText: 'Revoke',
      onConfirm: () => void revoke(clinic),
    });

  return (
    <Container maxWidth="3xl" py="10">
      <Stack gap="8">
        <HStack justify="space-between" wrap="wrap" gap="4">
          <Logo size="sm" />
          <Button variant="outline" size="sm" onClick={() => void auth.logout('user')}>
            Log out
          </Button>
        </HStack>
        <Heading as="h1" size="2xl">
          {displayNameOf(user)}
        </Heading>
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel>Email</DataList.ItemLabel>
            <DataList.ItemValue>{user.email}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <Box as="section" aria-labelledby="patient-clinics">
          <Heading as="h2" size="md" id="patient-clinics" mb="3">
            Your clinics
          </Heading>
          {patientProfile.clinics.length === 0 ? (
            <Text color="fg.muted">No clinic can see your record yet.</Text>
          ) : (
            <List.Root gap="2" variant="plain">
              {patientProfile.clinics.map((clinic) => (
                <List.Item key={clinic.clinic_id} borderWidth="1px" borderRadius="md" px="4" py="3">
                  <HStack justify="space-between" width="full" gap="4">
                    <Stack gap="0">
                      <Text fontWeight="600">{clinic.clinic_name}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        Authorized {new Date(clinic.authorized_at).toLocaleDateString()}
                      </Text>
                    </Stack>
                    <Button
                      variant="danger"
                      size="sm"
                      loading={revoking === clinic.clinic_id}
                      onClick={() => confirmRevoke(clinic)}
                      aria-label={`Revoke ${clinic.clinic_name}`}
                    >
                      Revoke
                    </Button>
                  </HStack>
                </List.Item>
              ))}
            </List.Root>
          )}
          {config.flags.ENABLE_REGISTRATION ? (
            <Link asChild color="brand.solid" fontWeight="500" mt="4">
              <RouterLink to="/authorize-clinic">Authorize a clinic</RouterLink>
            </Link>
          ) : null}
        </Box>
      </Stack>
    </Container>
  );
}
