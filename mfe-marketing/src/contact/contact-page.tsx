import { Box, Container, Grid, Heading, List, Stack, Text } from '@chakra-ui/react';
import { AppLink } from '../common/app-link';
import { PageIntro } from '../common/page-intro';
import { usePageTitle } from '../common/use-page-title';
import { ContactForm } from './contact-form';

const NEXT_STEPS = [
  'We read your message and reply by e-mail.',
  'For a demo, we agree on a time and ask which appointment types, forms and reminders you use today.',
  'In the demo we set Clinio up with your own schedule, so you see your week rather than a sample one.',
];

export function ContactPage() {
  usePageTitle('Contact us');
  return (
    <>
      <PageIntro
        eyebrow="Contact"
        title="Contact us"
        lead="Book a demo, ask about plans and pricing, or tell us what your clinic needs from its software."
      />
      <Container maxW="6xl" px={{ base: '4', md: '8' }} py={{ base: '10', md: '14' }}>
        <Grid
          templateColumns={{ base: '1fr', lg: '2fr 1fr' }}
          gap={{ base: '10', lg: '14' }}
          alignItems="start"
        >
          <Box as="section" aria-labelledby="contact-form-heading">
            <Heading as="h2" id="contact-form-heading" fontSize="2xl" mb="6">
              Send us a message
            </Heading>
            <ContactForm />
          </Box>
          <Stack as="aside" aria-label="What happens next" gap="6">
            <Box>
              <Heading as="h2" fontSize="xl" mb="3">
                What happens next
              </Heading>
              <List.Root as="ol" ps="5" gap="2">
                {NEXT_STEPS.map((step) => (
                  <List.Item key={step}>{step}</List.Item>
                ))}
              </List.Root>
            </Box>
            <Box>
              <Heading as="h2" fontSize="xl" mb="3">
                Prefer to read first?
              </Heading>
              <Text>
                Most questions about data, security and pricing are answered in the{' '}
                <AppLink to="/faq" color="brand.fg" textDecoration="underline">
                  FAQ
                </AppLink>
                , and the{' '}
                <AppLink to="/product-details" color="brand.fg" textDecoration="underline">
                  product details
                </AppLink>{' '}
                list everything Clinio does.
              </Text>
            </Box>
          </Stack>
        </Grid>
      </Container>
    </>
  );
}
