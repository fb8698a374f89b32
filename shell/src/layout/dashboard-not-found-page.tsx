import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { usePageTitle } from '../pages/common/use-page-title';
import { useT } from '@clinio/design-system';
import { staffCatalog } from '../staff-texts/catalog';

/** Spec 2.2: any dashboard path nothing serves, shown inside the dashboard frame. */
export function DashboardNotFoundPage() {
  const t = useT(staffCatalog);
  usePageTitle(t('notFound.title'));
  return (
    <Container maxWidth="3xl" py="10">
      <Stack gap="3">
        <Heading as="h1" size="2xl">
          {t('notFound.title')}
        </Heading>
        <Text color="fg.muted">{t('notFound.body')}</Text>
      </Stack>
    </Container>
  );
}
