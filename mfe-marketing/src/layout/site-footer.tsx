import { Box, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '@clinio/contracts';
import { Logo, useT } from '@clinio/design-system';
import { catalog } from '../catalog';
import { AppLink } from '../common/app-link';
import { FOOTER_COLUMNS } from './nav-items';

/** Links to every page, the tagline and the running version (release tests read it). */
export function SiteFooter() {
  const t = useT(catalog);
  return (
    <Box as="footer" bg="gray.900" color="gray.200" pt="12" pb="8">
      <Container maxW="7xl" px={{ base: '4', md: '8' }}>
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="10">
          <Stack gap="3">
            <Logo variant="white" size="sm" />
            <Text fontWeight="600" color="white">
              {PRODUCT_TAGLINE}
            </Text>
            <Text fontSize="sm" color="gray.300">
              {t('footer.summary')}
            </Text>
          </Stack>
          <SimpleGrid
            as="nav"
            aria-label={t('footer.nav')}
            columns={{ base: 1, sm: 3 }}
            gap="8"
            gridColumn={{ md: 'span 3' }}
          >
            {FOOTER_COLUMNS.map((column) => (
              <Box key={column.titleKey}>
                <Heading
                  as="h2"
                  fontSize="sm"
                  color="white"
                  textTransform="uppercase"
                  letterSpacing="0.06em"
                  mb="3"
                >
                  {t(column.titleKey)}
                </Heading>
                <Stack as="ul" gap="2" listStyleType="none">
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <AppLink to={link.to} color="gray.200" _hover={{ color: 'white' }} focusRing="outside">
                        {t(link.labelKey)}
                      </AppLink>
                    </li>
                  ))}
                </Stack>
              </Box>
            ))}
          </SimpleGrid>
        </SimpleGrid>
        <Flex
          mt="10"
          pt="6"
          borderTopWidth="1px"
          borderColor="gray.700"
          justify="space-between"
          gap="3"
          direction={{ base: 'column', sm: 'row' }}
          fontSize="sm"
          color="gray.300"
        >
          <Text>
            {t('footer.copyright', { year: String(new Date().getFullYear()), product: PRODUCT_NAME })}
          </Text>
          <Text data-testid="marketing-version">{t('footer.version', { version: __MFE_VERSION__ })}</Text>
        </Flex>
      </Container>
    </Box>
  );
}
