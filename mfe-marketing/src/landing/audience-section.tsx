import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { catalog, type MessageKey } from '../catalog';
import { Section } from '../common/section';

const AUDIENCES: readonly { who: MessageKey; text: MessageKey }[] = [
  { who: 'landing.audience.frontDesk', text: 'landing.audience.frontDeskText' },
  { who: 'landing.audience.providers', text: 'landing.audience.providersText' },
  { who: 'landing.audience.admins', text: 'landing.audience.adminsText' },
  { who: 'landing.audience.patients', text: 'landing.audience.patientsText' },
];

/** One paragraph per kind of user: who spends their day in Clinio and what they get. */
export function AudienceSection() {
  const t = useT(catalog);
  return (
    <Section id="audience" title={t('landing.audience')} tone="muted">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
        {AUDIENCES.map(({ who, text }) => (
          <Box key={who}>
            <Heading as="h3" fontSize="lg" mb="2">
              {t(who)}
            </Heading>
            <Text color="fg.muted">{t(text)}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}
