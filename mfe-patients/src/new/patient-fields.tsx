import { SimpleGrid } from '@chakra-ui/react';
import {
  PATIENT_FIELD_LABELS as LABELS,
  PATIENT_SEXES,
  PATIENT_SEX_LABELS,
  type BranchResponse,
  type PatientField,
} from '@clinio/contracts';
import { SelectField, TextField, TextareaField, type FormController, useT } from '@clinio/design-system';
import { ChipField } from './chip-field';
import type { PatientDraft } from './patient-draft';
import { staffCatalog } from '../staff-texts/catalog';

export type SectionKey = 'demographics' | 'contact' | 'emergency' | 'clinical' | 'insurance' | 'notes';

/** The record in the sections the chart shows and edits one at a time. */
export const SECTIONS: readonly { key: SectionKey; title: string; fields: readonly PatientField[] }[] = [
  {
    key: 'demographics',
    title: 'Demographics',
    fields: [
      'first_name',
      'last_name',
      'preferred_name',
      'date_of_birth',
      'sex',
      'gender_identity',
      'branch_id',
    ],
  },
  { key: 'clinical', title: 'Recorded allergies and alerts', fields: ['allergies', 'alerts'] },
  {
    key: 'contact',
    title: 'Contact and address',
    fields: [
      'email',
      'phone_number',
      'address_line1',
      'address_line2',
      'city',
      'region',
      'postal_code',
      'country',
    ],
  },
  {
    key: 'emergency',
    title: 'Emergency contact',
    fields: ['emergency_contact_name', 'emergency_contact_phone', 'emergency_contact_relationship'],
  },
  { key: 'insurance', title: 'Insurance', fields: ['insurance'] },
  { key: 'notes', title: 'Notes and tags', fields: ['notes', 'tags'] },
];

const PHONE_HELP = "As you would dial it in the clinic's country, or start with + and the country code.";

export interface SectionFieldsProps {
  form: FormController<PatientDraft>;
  section: SectionKey;
  branches: readonly BranchResponse[];
}

/** The inputs of one section, bound to the form (the server's messages land at their fields). */
export function SectionFields({ form, section, branches }: SectionFieldsProps) {
  const t = useT(staffCatalog);
  switch (section) {
    case 'demographics':
      return (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField form={form} name="first_name" label={LABELS.first_name} isRequired autoComplete="off" />
          <TextField form={form} name="last_name" label={LABELS.last_name} isRequired autoComplete="off" />
          <TextField form={form} name="preferred_name" label={LABELS.preferred_name} autoComplete="off" />
          <TextField form={form} name="date_of_birth" label={LABELS.date_of_birth} type="date" />
          <SelectField
            form={form}
            name="sex"
            label={LABELS.sex}
            options={[
              { value: '', label: 'Not set' },
              ...PATIENT_SEXES.map((value) => ({ value, label: PATIENT_SEX_LABELS[value] })),
            ]}
          />
          <TextField form={form} name="gender_identity" label={LABELS.gender_identity} autoComplete="off" />
          <SelectField
            form={form}
            name="branch_id"
            label={LABELS.branch_id}
            options={[
              { value: '', label: 'No home branch' },
              ...branches.map((branch) => ({ value: branch.id, label: branch.name })),
            ]}
          />
        </SimpleGrid>
      );
    case 'clinical':
      return (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <ChipField form={form} name="allergies" label={LABELS.allergies} tone="danger" />
          <ChipField form={form} name="alerts" label={LABELS.alerts} tone="danger" />
        </SimpleGrid>
      );
    case 'contact':
      return (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField form={form} name="email" label={LABELS.email} type="email" autoComplete="off" />
          <TextField
            form={form}
            name="phone_number"
            label={LABELS.phone_number}
            type="tel"
            helper={PHONE_HELP}
            autoComplete="off"
          />
          <TextField form={form} name="address_line1" label={LABELS.address_line1} autoComplete="off" />
          <TextField form={form} name="address_line2" label={LABELS.address_line2} autoComplete="off" />
          <TextField form={form} name="city" label={LABELS.city} autoComplete="off" />
          <TextField form={form} name="region" label={LABELS.region} autoComplete="off" />
          <TextField form={form} name="postal_code" label={LABELS.postal_code} autoComplete="off" />
          <TextField
            form={form}
            name="country"
            label={LABELS.country}
            helper={t('fields.countryHelper')}
            maxLength={2}
            normalize={(value) => value.toUpperCase()}
            autoComplete="off"
          />
        </SimpleGrid>
      );
    case 'emergency':
      return (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField
            form={form}
            name="emergency_contact_name"
            label={LABELS.emergency_contact_name}
            autoComplete="off"
          />
          <TextField
            form={form}
            name="emergency_contact_phone"
            label={LABELS.emergency_contact_phone}
            type="tel"
            helper={PHONE_HELP}
            autoComplete="off"
          />
          <TextField
            form={form}
            name="emergency_contact_relationship"
            label={LABELS.emergency_contact_relationship}
            autoComplete="off"
          />
        </SimpleGrid>
      );
    case 'insurance':
      return <TextareaField form={form} name="insurance" label={LABELS.insurance} rows={3} />;
    case 'notes':
      return (
        <SimpleGrid columns={1} gap="4">
          <TextareaField form={form} name="notes" label={LABELS.notes} rows={4} />
          <ChipField form={form} name="tags" label={LABELS.tags} />
        </SimpleGrid>
      );
  }
}
