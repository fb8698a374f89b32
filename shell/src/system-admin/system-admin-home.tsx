import { Container, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Button, Logo } from '@clinio/design-system';
import { useSystemAdminAuth } from '../auth/auth-context';

/**
 * '/system-admin' for now: who is signed in, and what the area will hold. The system-admin
 * issue replaces it with the real screens.
 */
export function SystemAdminHome() {
  const systemAdmin = useSystemAdminAuth();
  const { admin } = systemAdmin;
  if (admin === null) return null;
  return (
    <Container maxWidth="3xl" py="10">
      <Stack gap="8">
        <HStack justify="space-between" wrap="wrap" gap="4">
          <Logo size="sm" />
          <Button variant="outline" size="sm" onClick={() => void systemAdmin.logout()}>
            Log out
          </Button>
        </HStack>
        <Heading as="h1" size="2xl">
          System administration
        </Heading>
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel>Name</DataList.ItemLabel>
            <DataList.ItemValue>{admin.name}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Email</DataList.ItemLabel>
            <DataList.ItemValue>{admin.email}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <Text color="fg.muted">
          This area will hold the platform's tenants and their clinics, subscriptions and plans, the feature
          catalogue, platform settings and the platform audit log. Those screens are not built yet.
        </Text>
      </Stack>
    </Container>
  );
}
