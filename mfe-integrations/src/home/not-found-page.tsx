import { Box, Heading, Text } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { catalog } from '../catalog';

/** Spec 2.2: a dashboard path nothing serves is 'Page Not Found' inside the dashboard. */
export function NotFoundPage() {
  const t = useT(catalog);
  return (
    <Box as="main" px={{ base: '4', md: '8' }} py="6">
      <Heading as="h1" size="xl" mb="2">
        {t('notFound.title')}
      </Heading>
      <Text>{t('notFound.body')}</Text>
    </Box>
  );
}
