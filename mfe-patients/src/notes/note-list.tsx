import { Badge, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import type { ProviderNoteSummary } from '@clinio/contracts';
import { DateTimeText, useT } from '@clinio/design-system';
import { Link as RouterLink } from 'react-router-dom';
import { StatusBadge } from './locked-note';
import { notePath } from './paths';
import { staffCatalog } from '../staff-texts/catalog';

/** Rows of notes: patient (unless the list is one patient's), status, template, author, first words. */
export function NoteList({
  notes,
  showPatient = true,
}: {
  notes: readonly ProviderNoteSummary[];
  showPatient?: boolean;
}) {
  const t = useT(staffCatalog);
  return (
    <List.Root variant="plain" gap="2" aria-label={t('noteList.label')}>
      {notes.map((note) => (
        <List.Item key={note.id} display="block" borderWidth="1px" borderRadius="md" px="4" py="3">
          <Stack gap="1">
            <HStack gap="2" wrap="wrap">
              <Link asChild fontWeight="600" color="brand.fg" textDecoration="underline">
                <RouterLink to={notePath(note.id)}>
                  {showPatient ? note.patient_name : note.template_name}
                  {showPatient ? ` — ${note.template_name}` : ''}
                </RouterLink>
              </Link>
              <StatusBadge status={note.status} />
              {note.shared_with_patient_at !== null ? (
                <Badge colorPalette="blue">{t('noteList.shared')}</Badge>
              ) : null}
              {note.is_mine && note.status === 'draft' ? (
                <Badge colorPalette="purple">{t('noteList.yoursToSign')}</Badge>
              ) : null}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {note.author_name} · {note.status === 'signed' ? t('noteList.signed') : t('noteList.lastSaved')}{' '}
              <DateTimeText value={note.status === 'signed' ? note.signed_at : note.updated_at} />
            </Text>
            {note.excerpt === '' ? null : (
              <Text fontSize="sm" lineClamp={2} wordBreak="break-word">
                {note.excerpt}
              </Text>
            )}
          </Stack>
        </List.Item>
      ))}
    </List.Root>
  );
}
