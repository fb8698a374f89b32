import { Box, Heading, Text } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { useRemote } from '@clinio/platform';
import { useEffect } from 'react';
import { catalog } from '../catalog';

/** The remote's first screen: replace it with the area's real one. */
export function HomePage() {
  const { auth } = useRemote();
  const t = useT(catalog);
  const documentTitle = t('home.documentTitle');
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  return (
    <Box as="main" px={{ base: '4', md: '8' }} py="6">
      <Heading as="h1" size="xl" mb="2">
        {t('home.title')}
      </Heading>
      <Text color="fg.muted" data-testid="__NAME__-version">
        {auth.user
          ? t('home.versionSignedIn', { version: __MFE_VERSION__, username: auth.user.username })
          : t('home.version', { version: __MFE_VERSION__ })}
      </Text>
    </Box>
  );
}
