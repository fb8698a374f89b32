import { Badge, Box, Code, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { NoteSectionContent, ProviderNote } from '@clinio/contracts';
import { DateTimeText, useT } from '@clinio/design-system';
import type { ReactNode } from 'react';
import { catalog } from '../catalog';

/** The sections of a note as read-only text (blank sections say so). */
export function NoteSections({
  sections,
  headingLevel = 'h2',
}: {
  sections: readonly NoteSectionContent[];
  headingLevel?: 'h2' | 'h3';
}) {
  const t = useT(catalog);
  return (
    <Stack gap="4">
      {sections.map((section) => (
        <Box key={section.key}>
          <Heading as={headingLevel} fontSize="md" mb="1">
            {section.label}
          </Heading>
          {section.text.trim() === '' ? (
            <Text color="fg.muted">{t('notes.nothingWritten')}</Text>
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
  const t = useT(catalog);
  return (
    <Box borderWidth="1px" borderRadius="md" px="4" py="3" bg="bg.muted" data-testid="note-signature">
      <HStack gap="2" mb="1">
        <Badge colorPalette="gray">{t('notes.locked')}</Badge>
        <Text fontWeight="600">{t('notes.signedAndLocked')}</Text>
      </HStack>
      <Text fontSize="sm">
        {t('notes.signedBy', { name: note.signed_by_name ?? '—' })}{' '}
        <DateTimeText value={note.signed_at} timeZone={timeZone} showZone />
      </Text>
      <Text fontSize="sm" mt="1" wordBreak="break-all">
        {t('notes.hash')} <Code fontSize="xs">{note.content_hash}</Code>
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
  const t = useT(catalog);
  return (
    <Stack as="section" aria-labelledby="addenda-heading" gap="3">
      <Heading as="h2" fontSize="lg" id="addenda-heading">
        {t('notes.addenda')}
      </Heading>
      {note.addenda.length === 0 ? <Text color="fg.muted">{t('notes.noAddenda')}</Text> : null}
      {note.addenda.map((addendum) => (
        <Box key={addendum.id} borderLeftWidth="3px" borderColor="border.emphasized" pl="3">
          <Text whiteSpace="pre-wrap" wordBreak="break-word">
            {addendum.text}
          </Text>
          <Text fontSize="sm" color="fg.muted" mt="1">
            {t('notes.signedBy', { name: addendum.author_name })}{' '}
            <DateTimeText value={addendum.signed_at} timeZone={timeZone} />
          </Text>
        </Box>
      ))}
      {footer}
    </Stack>
  );
}

export function StatusBadge({ status }: { status: ProviderNote['status'] }) {
  const t = useT(catalog);
  return status === 'signed' ? (
    <Badge colorPalette="green">{t('notes.signed')}</Badge>
  ) : (
    <Badge colorPalette="orange">{t('notes.draft')}</Badge>
  );
}
