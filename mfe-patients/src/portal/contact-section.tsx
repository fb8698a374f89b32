import { Box, DataList, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PatientContactUpdate, type PatientContactDetails } from '@clinio/contracts';
import { Button, Form, FormActions, QueryState, TextField, toast, useT } from '@clinio/design-system';
import { useEndpointQuery, useForm, useRemote, useUnsavedChangesGuard } from '@clinio/platform';
import { useState } from 'react';
import { catalog } from '../catalog';

type ContactField = keyof PatientContactDetails;

const LABELS = {
  phone_number: 'contact.phone',
  address_line1: 'contact.addressLine1',
  address_line2: 'contact.addressLine2',
  city: 'contact.city',
  region: 'contact.region',
  postal_code: 'contact.postalCode',
  emergency_contact_name: 'contact.emergencyName',
  emergency_contact_phone: 'contact.emergencyPhone',
  emergency_contact_relationship: 'contact.emergencyRelationship',
} as const satisfies Record<ContactField, string>;
const FIELDS = Object.keys(LABELS) as ContactField[];

function addressOf(details: PatientContactDetails): string {
  return [details.address_line1, details.address_line2, details.city, details.region, details.postal_code]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ');
}

function emergencyOf(details: PatientContactDetails): string {
  const who = details.emergency_contact_name.trim();
  if (who === '') return '';
  const relation = details.emergency_contact_relationship.trim();
  const phone = details.emergency_contact_phone.trim();
  return `${who}${relation ? ` (${relation})` : ''}${phone ? `, ${phone}` : ''}`;
}

/** The patient's contact details, as their clinics hold them, with Edit (spec 3: patient_update). */
export function ContactSection() {
  const t = useT(catalog);
  const details = useEndpointQuery('getMyContactDetails', {});
  const [isEditing, setIsEditing] = useState(false);
  const data = details.data;
  return (
    <Stack as="section" aria-labelledby="portal-contact" gap="3">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Heading as="h2" size="md" id="portal-contact">
          {t('contact.title')}
        </Heading>
        {data && !isEditing ? (
          <Button size="sm" variant="outline" onClick={() => setIsEditing(true)}>
            {t('contact.edit')}
          </Button>
        ) : null}
      </HStack>
      <QueryState query={details} hasData={data !== null} label={t('contact.loading')}>
        {data && isEditing ? (
          <ContactForm
            details={data}
            onDone={() => {
              setIsEditing(false);
              details.reload();
            }}
            onCancel={() => setIsEditing(false)}
          />
        ) : null}
        {data && !isEditing ? (
          <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} gap="3">
            {[
              [t('contact.phone'), data.phone_number],
              [t('contact.address'), addressOf(data)],
              [t('contact.emergencyName'), emergencyOf(data)],
            ].map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue wordBreak="break-word">
                  {value === '' ? <Text color="fg.muted">{t('contact.notGiven')}</Text> : value}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        ) : null}
      </QueryState>
    </Stack>
  );
}

function ContactForm({
  details,
  onDone,
  onCancel,
}: {
  details: PatientContactDetails;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { api } = useRemote();
  const t = useT(catalog);
  const form = useForm({
    initial: () => ({ ...details }),
    check: (values) => PatientContactUpdate.safeParse(values),
    send: async (body) => {
      await api.call('updateMyContactDetails', { body });
      toast.success(t('contact.savedMessage'), t('contact.savedTitle'));
      onDone();
    },
  });
  useUnsavedChangesGuard(form.isDirty);
  return (
    <Box borderWidth="1px" borderRadius="md" p="4">
      <Form form={form} label={t('contact.title')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {FIELDS.map((field) => (
            <TextField
              key={field}
              form={form}
              name={field}
              label={t(LABELS[field])}
              type={field.endsWith('phone') || field === 'phone_number' ? 'tel' : 'text'}
              autoComplete={AUTOCOMPLETE[field]}
            />
          ))}
        </SimpleGrid>
        <FormActions
          isSending={form.isSending}
          submitLabel={t('contact.save')}
          sendingText={t('contact.saving')}
          onCancel={onCancel}
        />
      </Form>
    </Box>
  );
}

const AUTOCOMPLETE: Record<ContactField, string> = {
  phone_number: 'tel',
  address_line1: 'address-line1',
  address_line2: 'address-line2',
  city: 'address-level2',
  region: 'address-level1',
  postal_code: 'postal-code',
  emergency_contact_name: 'off',
  emergency_contact_phone: 'off',
  emergency_contact_relationship: 'off',
};
