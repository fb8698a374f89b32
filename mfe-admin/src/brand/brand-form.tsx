import { Input, SimpleGrid, Stack, chakra } from '@chakra-ui/react';
import { CUSTOM_HEADER_TEXT_MAX_LENGTH, TAGLINE_MAX_LENGTH, type BrandingResponse } from '@clinio/contracts';
import { Button, FormAlert, FormField, toast } from '@clinio/design-system';
import { useRemote } from '@clinio/platform';
import { useState, type SubmitEvent } from 'react';
import { SwitchField } from '../common/toggles';
import { useSubmit } from '../common/use-submit';
import {
  COLOR_MESSAGE,
  absoluteUrl,
  checkDraft,
  draftOf,
  editDraft,
  inheritField,
  isValidColor,
  requestOf,
  valuesOf,
  type BrandDraft,
  type BrandValues,
  type DraftField,
} from './brand-draft';
import { ColorField, FieldOrigin } from './brand-fields';
import { BrandPreview } from './brand-preview';
import { LogoSection } from './logo-section';

const LABELS: Record<DraftField, string> = {
  primary_color: 'Primary colour',
  secondary_color: 'Secondary colour',
  custom_header_text: 'Custom header text',
  tagline: 'Tagline',
  show_logo_in_header: 'Show logo in header',
};

export interface BrandFormProps {
  clinicId: string;
  /** The branch being edited; null for the clinic's own branding. */
  branchId: string | null;
  initial: BrandingResponse;
  /** The clinic's branding: what a branch field inherits. */
  clinic: BrandingResponse;
  canEdit: boolean;
  onSaved: (branding: BrandingResponse) => void;
}

/** PATCH /api/clinics/{id}/branding[?branch_id=]: colours, header text, tagline, logo display. */
export function BrandForm({ clinicId, branchId, initial, clinic, canEdit, onSaved }: BrandFormProps) {
  const { api, config } = useRemote();
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState<BrandDraft>(() => draftOf(initial));
  const submit = useSubmit();
  const isBranch = branchId !== null;
  const readOnly = !canEdit;
  const clinicValues = valuesOf(clinic);

  function change<K extends DraftField>(field: K, value: BrandValues[K]) {
    setDraft((current) => editDraft(current, { field, value }));
    submit.clearField(field);
  }

  function errorOf(field: DraftField): string | undefined {
    const server = submit.fieldErrors[field];
    if (server !== undefined) return server;
    if ((field === 'primary_color' || field === 'secondary_color') && !isValidColor(draft.values[field])) {
      return COLOR_MESSAGE;
    }
    return undefined;
  }

  function origin(field: DraftField) {
    if (!isBranch) return undefined;
    return (
      <FieldOrigin
        label={LABELS[field]}
        isOwn={draft.own.has(field)}
        disabled={readOnly}
        onInherit={() => {
          setDraft((current) => inheritField(current, { field, clinic: clinicValues }));
          submit.clearField(field);
        }}
      />
    );
  }

  function applySaved(branding: BrandingResponse) {
    setSaved(branding);
    onSaved(branding);
  }

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkDraft(requestOf({ saved, draft, isBranch }));
    if (!check.ok) {
      submit.setFieldErrors(check.errors);
      submit.setFormError('Please correct the highlighted fields.');
      return;
    }
    if (Object.keys(check.body).length === 0) {
      toast.info('Nothing has changed');
      return;
    }
    const query = isBranch ? `?branch_id=${branchId}` : '';
    const result = await submit.run(() =>
      api.patch<BrandingResponse>(`/api/clinics/${clinicId}/branding${query}`, check.body),
    );
    if (!result.ok) return;
    setDraft(draftOf(result.value));
    toast.success('Branding saved');
    applySaved(result.value);
  }

  const textField = (field: 'custom_header_text' | 'tagline', max: number, helper: string) => (
    <FormField
      label={LABELS[field]}
      error={errorOf(field)}
      helper={`${helper} ${draft.values[field].length}/${max} characters.`}
    >
      <Input
        name={field}
        value={draft.values[field]}
        readOnly={readOnly}
        maxLength={max}
        onChange={(event) => change(field, event.target.value)}
      />
      {origin(field)}
    </FormField>
  );

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
      <Stack gap="6">
        <chakra.form onSubmit={(event) => void save(event)} noValidate aria-label="Branding">
          <Stack gap="4">
            {submit.formError !== null ? <FormAlert>{submit.formError}</FormAlert> : null}
            {(['primary_color', 'secondary_color'] as const).map((field) => (
              <ColorField
                key={field}
                name={field}
                label={LABELS[field]}
                value={draft.values[field]}
                fallback={saved[field]}
                error={errorOf(field)}
                readOnly={readOnly}
                origin={origin(field)}
                onChange={(value) => change(field, value)}
              />
            ))}
            {textField(
              'custom_header_text',
              CUSTOM_HEADER_TEXT_MAX_LENGTH,
              'One line in the sidebar header, in the primary colour; empty shows the clinic name.',
            )}
            {textField('tagline', TAGLINE_MAX_LENGTH, 'Shown under the header text.')}
            <Stack gap="1">
              <SwitchField
                label={LABELS.show_logo_in_header}
                checked={draft.values.show_logo_in_header}
                disabled={readOnly}
                onChange={(checked) => change('show_logo_in_header', checked)}
              />
              {origin('show_logo_in_header')}
            </Stack>
            {canEdit ? (
              <chakra.div>
                <Button type="submit" loading={submit.isPending} loadingText="Saving...">
                  Save branding
                </Button>
              </chakra.div>
            ) : null}
          </Stack>
        </chakra.form>
        <chakra.section aria-label="Logo">
          <chakra.h3 fontWeight="600" mb="2">
            Logo
          </chakra.h3>
          <LogoSection
            clinicId={clinicId}
            branchId={branchId}
            branding={saved}
            canEdit={canEdit}
            onChanged={applySaved}
          />
        </chakra.section>
      </Stack>
      <BrandPreview
        values={draft.values}
        fallback={saved}
        clinicName={saved.clinic_name}
        logoUrl={absoluteUrl(saved.logo_preview ?? saved.logo, config.apiBaseUrl)}
      />
    </SimpleGrid>
  );
}
