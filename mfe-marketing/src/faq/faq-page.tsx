import { Accordion, Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { ChevronDown } from 'lucide-react';
import { catalog } from './catalog';
import { AppLink } from '../common/app-link';
import { PageIntro } from '../common/page-intro';
import { usePageTitle } from '../common/use-page-title';
import { FAQ_GROUPS } from './faq-items';

export function FaqPage() {
  const t = useT(catalog);
  usePageTitle(t('faq.eyebrow'));
  return (
    <>
      <PageIntro eyebrow={t('faq.eyebrow')} title={t('faq.title')} lead={t('faq.lead')} />
      <Container maxW="4xl" px={{ base: '4', md: '8' }} py={{ base: '10', md: '14' }}>
        <Stack gap="12">
          {FAQ_GROUPS.map((group) => (
            <Box as="section" key={group.titleKey} aria-label={t(group.titleKey)}>
              <Heading as="h2" fontSize="2xl" mb="4">
                {t(group.titleKey)}
              </Heading>
              <Accordion.Root collapsible multiple variant="enclosed">
                {group.items.map((item) => (
                  <Accordion.Item key={item.id} value={item.id}>
                    <Accordion.ItemTrigger fontWeight="600" fontSize="md" py="4" cursor="pointer">
                      <Box as="span" flex="1" textAlign="start">
                        {t(item.questionKey)}
                      </Box>
                      <Accordion.ItemIndicator>
                        <ChevronDown size={18} aria-hidden="true" />
                      </Accordion.ItemIndicator>
                    </Accordion.ItemTrigger>
                    <Accordion.ItemContent>
                      <Accordion.ItemBody color="fg.muted">{t(item.answerKey)}</Accordion.ItemBody>
                    </Accordion.ItemContent>
                  </Accordion.Item>
                ))}
              </Accordion.Root>
            </Box>
          ))}
        </Stack>
        <Text mt="12" fontSize="lg">
          {t('faq.stillQuestion')}{' '}
          <AppLink to="/contact-us" color="brand.fg" textDecoration="underline">
            {t('faq.askUs')}
          </AppLink>
          .
        </Text>
      </Container>
    </>
  );
}
