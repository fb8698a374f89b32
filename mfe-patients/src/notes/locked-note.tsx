import { Badge, Box, Code, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { NoteSectionContent, ProviderNote } from '@clinio/contracts';
import { DateTimeText } from '@clinio/design-system';
import type { ReactNode } from 'react';

/** The sections of a note as read-only text (blank sections say so). */
export function NoteSections({
  sections,
  headingLevel = 'h2',
}: {
  sections: readonly NoteSectionContent[];
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Stack gap="4">
      {sections.map((section) => (
        <Box key={section.key}>
          <Heading as={headingLevel} fontSize="md" mb="1">
            {section.label}
          </Heading>
          {section.text.trim() === '' ? (
            <Text color="fg.muted">Nothing written.</Text>
          ) : (
            <Text whiteSpace="pre-wrap" wordBreak="break-word">
              {section.text}
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}

/** Who signed, when, and the content hash that proves what was signed. */
export function Signature({
  note,
  timeZone,
}: {
  note: Pick<ProviderNote, 'signed_by_name' | 'signed_at' | 'content_hash'>;
  timeZone?: string | undefined;
}) {
  return (
    <Box borderWidth="1px" borderRadius="md" px="4" py="3" bg="bg.muted" data-testid="note-signature">
      <HStack gap="2" mb="1">
        <Badge colorPalette="gray">Locked</Badge>
        <Text fontWeight="600">Signed and locked</Text>
      </HStack>
      <Text fontSize="sm">
        Signed by {note.signed_by_name ?? '—'} on{' '}
        <DateTimeText value={note.signed_at} timeZone={timeZone} showZone />
      </Text>
      <Text fontSize="sm" mt="1" wordBreak="break-all">
        Content hash (SHA-256): <Code fontSize="xs">{note.content_hash}</Code>
      </Text>
    </Box>
  );
}

/** The addenda of a signed note, oldest first, each with its author and signing time. */
export function AddendaList({
  note,
  timeZone,
  footer,
}: {
  note: Pick<ProviderNote, 'addenda'>;
  timeZone?: string | undefined;
  footer?: ReactNode;
}) {
  return (
    <Stack as="section" aria-labelledby="addenda-heading" gap="3">
      <Heading as="h2" fontSize="lg" id="addenda-heading">
        Addenda
      </Heading>
      {note.addenda.length === 0 ? <Text color="fg.muted">No addenda.</Text> : null}
      {note.addenda.map((addendum) => (
        <Box key={addendum.id} borderLeftWidth="3px" borderColor="border.emphasized" pl="3">
          <Text whiteSpace="pre-wrap" wordBreak="break-word">
            {addendum.text}
          </Text>
          <Text fontSize="sm" color="fg.muted" mt="1">
            Signed by {addendum.author_name} on{' '}
            <DateTimeText value={addendum.signed_at} timeZone={timeZone} />
          </Text>
        </Box>
      ))}
      {footer}
    </Stack>
  );
}

export function StatusBadge({ status }: { status: ProviderNote['status'] }) {
  return status === 'signed' ? (
    <Badge colorPalette="green">Signed</Badge>
  ) : (
    <Badge colorPalette="orange">Draft</Badge>
  );
}
