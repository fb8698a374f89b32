import { Text } from '@chakra-ui/react';
import { PageBody, PageHeader } from './page-header';

/** Spec 2.2: any other dashboard path of this area. */
export function NotFoundPage() {
  return (
    <PageBody>
      <PageHeader title="Page Not Found" />
      <Text color="fg.muted">The requested dashboard page could not be found.</Text>
    </PageBody>
  );
}
