import { Accordion, Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { AppLink } from '../common/app-link';
import { PageIntro } from '../common/page-intro';
import { usePageTitle } from '../common/use-page-title';
import { FAQ_GROUPS } from './faq-items';

export function FaqPage() {
  usePageTitle('FAQ');
  return (
    <>
      <PageIntro
        eyebrow="FAQ"
        title="Frequently asked questions"
        lead="Straight answers about what Clinio does, what it costs, and how it looks after your patients’ data."
      />
      <Container maxW="4xl" px={{ base: '4', md: '8' }} py={{ base: '10', md: '14' }}>
        <Stack gap="12">
          {FAQ_GROUPS.map((group) => (
            <Box as="section" key={group.title} aria-label={group.title}>
              <Heading as="h2" fontSize="2xl" mb="4">
                {group.title}
              </Heading>
              <Accordion.Root collapsible multiple variant="enclosed">
                {group.items.map((item) => (
                  <Accordion.Item key={item.id} value={item.id}>
                    <Accordion.ItemTrigger fontWeight="600" fontSize="md" py="4" cursor="pointer">
                      <Box as="span" flex="1" textAlign="start">
                        {item.question}
                      </Box>
                      <Accordion.ItemIndicator>
                        <ChevronDown size={18} aria-hidden="true" />
                      </Accordion.ItemIndicator>
                    </Accordion.ItemTrigger>
                    <Accordion.ItemContent>
                      <Accordion.ItemBody color="fg.muted">{item.answer}</Accordion.ItemBody>
                    </Accordion.ItemContent>
                  </Accordion.Item>
                ))}
              </Accordion.Root>
            </Box>
          ))}
        </Stack>
        <Text mt="12" fontSize="lg">
          Still have a question?{' '}
          <AppLink to="/contact-us" color="brand.fg" textDecoration="underline">
            Ask us directly
          </AppLink>
          .
        </Text>
      </Container>
    </>
  );
}
