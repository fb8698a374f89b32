import { Box, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME, type PatientClinic, type SharedNote } from '@clinio/contracts';
import { Button, DateTimeText, EmptyState, Logo, QueryState } from '@clinio/design-system';
import { useEndpointQuery } from '@clinio/platform';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../common/paths';
import { AddendaList, NoteSections, Signature } from './locked-note';

/**
 * /patient-dashboard/provider-notes: the signed notes each clinic shared with the patient,
 * read-only and printable (the print hides the page's buttons).
 */
export function PortalNotesPage() {
  const profile = useEndpointQuery('getPatientProfile', {});
  const clinics = profile.data?.clinics ?? [];
  useEffect(() => {
    document.title = `Notes from your clinic — ${PRODUCT_NAME}`;
  }, []);
  return (
    <Container as="main" maxWidth="3xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <HStack justify="space-between" wrap="wrap" gap="4" css={{ '@media print': { display: 'none' } }}>
          <Logo size="sm" />
          <HStack gap="3">
            <Link asChild textDecoration="underline" color="brand.fg">
              <RouterLink to={PATHS.portal}>← Your record</RouterLink>
            </Link>
            <Button variant="outline" size="sm" onClick={() => window.print()}>
              Print
            </Button>
          </HStack>
        </HStack>
        <Heading as="h1" size="2xl">
          Notes from your clinic
        </Heading>
        <QueryState
          query={profile}
          hasData={profile.data !== null}
          isEmpty={clinics.length === 0}
          empty={
            <EmptyState
              title="No notes shared with you"
              message="Once a clinic can see your record, the notes it shares with you are shown here."
            />
          }
          label="Loading your notes…"
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
        empty={<Text color="fg.muted">{clinic.clinic_name} has not shared any notes with you.</Text>}
        label={`Loading notes from ${clinic.clinic_name}…`}
      >
        {(list ?? []).map((note) => (
          <SharedNoteCard key={note.id} note={note} />
        ))}
      </QueryState>
    </Stack>
  );
}

function SharedNoteCard({ note }: { note: SharedNote }) {
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
            {note.template_name} by {note.author_name}
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
