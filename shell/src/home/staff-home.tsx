import { Box, Container, DataList, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../auth/auth-context';
import { displayNameOf } from '../auth/auth-state';
import { useSidebar } from '../layout/sidebar/use-sidebar';

/**
 * '/dashboard' (and a super admin's tenant dashboard) for now: who is signed in, and the places
 * of the sidebar they can open. A later issue replaces it with the home and its figures.
 */
export function StaffHome() {
  const { snapshot, staffProfile } = useAuth();
  const sidebar = useSidebar();
  const user = snapshot.user;
  if (user === null || staffProfile === null || sidebar === null) return null;
  const links = sidebar.sections
    .flatMap((section) => section.entries)
    .filter((entry) => entry.state === 'open' && entry.key !== 'dashboard')
    .map((entry) => ({ label: entry.label, to: entry.to }));

  return (
    <Container maxWidth="3xl" py="10">
      <Stack gap="8">
        <Heading as="h1" size="2xl">
          Signed in as {displayNameOf(user)}
        </Heading>
        <DataList.Root orientation="horizontal">
          {[
            ['Username', user.username],
            ['Role', user.role.name],
            ['Clinic', staffProfile.clinic_name],
          ].map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <Box as="section" aria-labelledby="staff-home-links">
          <Heading as="h2" size="md" id="staff-home-links" mb="3">
            Go to
          </Heading>
          {links.length === 0 ? (
            <Text color="fg.muted">No other areas are open to you yet.</Text>
          ) : (
            <List.Root gap="2" variant="plain">
              {links.map((link) => (
                <List.Item key={link.to}>
                  <Link asChild color="brand.solid" fontWeight="500">
                    <RouterLink to={link.to}>{link.label}</RouterLink>
                  </Link>
                </List.Item>
              ))}
            </List.Root>
          )}
        </Box>
      </Stack>
    </Container>
  );
}
