import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { usePageTitle } from '../pages/common/use-page-title';

/** Spec 2.2: any dashboard path nothing serves, shown inside the dashboard frame. */
export function DashboardNotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <Container maxWidth="3xl" py="10">
      <Stack gap="3">
        <Heading as="h1" size="2xl">
          Page Not Found
        </Heading>
        <Text color="fg.muted">The requested dashboard page could not be found.</Text>
      </Stack>
    </Container>
  );
}
