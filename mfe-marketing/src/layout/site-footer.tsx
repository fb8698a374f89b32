import { Box, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '@clinio/contracts';
import { Logo } from '@clinio/design-system';
import { AppLink } from '../common/app-link';
import { FOOTER_COLUMNS } from './nav-items';

/** Links to every page, the tagline and the running version (release tests read it). */
export function SiteFooter() {
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
              Scheduling, patient records, forms, billing and reminders for outpatient clinics, in one place.
            </Text>
          </Stack>
          <SimpleGrid
            as="nav"
            aria-label="Footer"
            columns={{ base: 1, sm: 3 }}
            gap="8"
            gridColumn={{ md: 'span 3' }}
          >
            {FOOTER_COLUMNS.map((column) => (
              <Box key={column.title}>
                <Heading
                  as="h2"
                  fontSize="sm"
                  color="white"
                  textTransform="uppercase"
                  letterSpacing="0.06em"
                  mb="3"
                >
                  {column.title}
                </Heading>
                <Stack as="ul" gap="2" listStyleType="none">
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <AppLink to={link.to} color="gray.200" _hover={{ color: 'white' }} focusRing="outside">
                        {link.label}
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
            © {new Date().getFullYear()} {PRODUCT_NAME}. Clinic and patient management.
          </Text>
          <Text data-testid="marketing-version">v{__MFE_VERSION__}</Text>
        </Flex>
      </Container>
    </Box>
  );
}
