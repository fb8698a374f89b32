import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import { ExtensionOutlet, useExtensionFillers, useRemote } from '@clinio/platform';

/**
 * The `tenant-dashboard.panel` slot: a panel from each remote that fills it (a domain's own
 * figures), each contained, so one failing panel never takes the overview down. Nothing when no
 * remote fills it.
 */
export function ExtensionPanels() {
  const fillers = useExtensionFillers('tenant-dashboard.panel');
  const { auth } = useRemote();
  if (fillers.length === 0) return null;
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      {fillers.map((filler) => {
        const id = `panel-${filler.remote}-${filler.module.slice(2)}`;
        return (
          <Box as="section" key={id} aria-labelledby={id} borderWidth="1px" borderRadius="lg" p="4">
            <Heading as="h2" id={id} fontSize="lg" mb="3">
              {filler.title}
            </Heading>
            <ExtensionOutlet
              filler={{ ...filler, slot: 'tenant-dashboard.panel' }}
              slotProps={{ clinicId: auth.clinicId }}
            />
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
