import { Box, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME, type PatientClinic, type SharedNote } from '@clinio/contracts';
import {
  Button,
  DateTimeText,
  EmptyState,
  LanguageSwitch,
  Logo,
  QueryState,
  useT,
} from '@clinio/design-system';
import { useEndpointQuery } from '@clinio/platform';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { catalog } from '../catalog';
import { PATHS } from '../common/paths';
import { AddendaList, NoteSections, Signature } from './locked-note';

/**
 * /patient-dashboard/provider-notes: the signed notes each clinic shared with the patient,
 * read-only and printable (the print hides the page's buttons).
 */
export function PortalNotesPage() {
  const t = useT(catalog);
  const profile = useEndpointQuery('getPatientProfile', {});
  const clinics = profile.data?.clinics ?? [];
  const documentTitle = t('portalNotes.documentTitle', { product: PRODUCT_NAME });
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  return (
    <Container as="main" maxWidth="3xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <HStack justify="space-between" wrap="wrap" gap="4" css={{ '@media print': { display: 'none' } }}>
          <Logo size="sm" />
          <HStack gap="3">
            <Link asChild textDecoration="underline" color="brand.fg">
              <RouterLink to={PATHS.portal}>{t('portalNotes.back')}</RouterLink>
            </Link>
            <LanguageSwitch />
            <Button variant="outline" size="sm" onClick={() => window.print()}>
              {t('portalNotes.print')}
            </Button>
          </HStack>
        </HStack>
        <Heading as="h1" size="2xl">
          {t('portalNotes.title')}
        </Heading>
        <QueryState
          query={profile}
          hasData={profile.data !== null}
          isEmpty={clinics.length === 0}
          empty={<EmptyState title={t('portalNotes.emptyTitle')} message={t('portalNotes.emptyMessage')} />}
          label={t('portalNotes.loading')}
        >
          <Stack gap="8">
            {clinics.map((clinic) => (
              <ClinicNotes key={clinic.clinic_id} clinic={clinic} />
            ))}
          </Stack>
        </QueryState>
      </Stack>
    </Container>
  );
}

function ClinicNotes({ clinic }: { clinic: PatientClinic }) {
  const t = useT(catalog);
  const notes = useEndpointQuery('listMyProviderNotes', { params: { patient_id: clinic.patient_id } });
  const list = notes.data?.results;
  return (
    <Stack as="section" aria-label={clinic.clinic_name} gap="4">
      <Heading as="h2" size="lg">
        {clinic.clinic_name}
      </Heading>
      <QueryState
        query={notes}
        hasData={list !== undefined}
        isEmpty={list?.length === 0}
        empty={<Text color="fg.muted">{t('portalNotes.noneFrom', { clinic: clinic.clinic_name })}</Text>}
        label={t('portalNotes.loadingFrom', { clinic: clinic.clinic_name })}
      >
        {(list ?? []).map((note) => (
          <SharedNoteCard key={note.id} note={note} />
        ))}
      </QueryState>
    </Stack>
  );
}

function SharedNoteCard({ note }: { note: SharedNote }) {
  const t = useT(catalog);
  return (
    <Box
      as="article"
      borderWidth="1px"
      borderRadius="md"
      px={{ base: '4', md: '5' }}
      py="4"
      css={{ breakInside: 'avoid' }}
    >
      <Stack gap="4">
        <Box>
          <Heading as="h3" size="md">
            {t('portalNotes.noteTitle', { template: note.template_name, author: note.author_name })}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            <DateTimeText value={note.signed_at} style="date" />
          </Text>
        </Box>
        <NoteSections sections={note.sections} headingLevel="h3" />
        {note.addenda.length > 0 ? (
          <AddendaList
            note={{
              addenda: note.addenda.map((addendum) => ({ ...addendum, author_id: '', content_hash: '' })),
            }}
          />
        ) : null}
        <Signature note={note} />
      </Stack>
    </Box>
  );
}
