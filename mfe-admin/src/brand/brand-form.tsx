import { Input, SimpleGrid, Stack, chakra } from '@chakra-ui/react';
import {
  BrandingUpdateRequest,
  CUSTOM_HEADER_TEXT_MAX_LENGTH,
  TAGLINE_MAX_LENGTH,
  type BrandingResponse,
} from '@clinio/contracts';
import { Button, Form, FormField, toast, useT } from '@clinio/design-system';
import { useForm, useRemote, useUnsavedChangesGuard, type CheckResult } from '@clinio/platform';
import { useState } from 'react';
import { SwitchField } from '../common/toggles';
import {
  COLOR_MESSAGE,
  absoluteUrl,
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
import { catalog, type MessageKey } from './catalog';
import { LogoSection } from './logo-section';

const LABELS: Record<DraftField, MessageKey> = {
  primary_color: 'field.primaryColor',
  secondary_color: 'field.secondaryColor',
  custom_header_text: 'field.customHeaderText',
  tagline: 'field.tagline',
  show_logo_in_header: 'field.showLogoInHeader',
};

/** The draft as the form stack keeps it: plain values (the own fields as a list, so it compares). */
type BrandFormValues = BrandValues & { own: DraftField[] };

const formValuesOf = (draft: BrandDraft): BrandFormValues => ({ ...draft.values, own: [...draft.own] });

function draftOfForm({ own, ...values }: BrandFormValues): BrandDraft {
  return { values, own: new Set(own) };
}

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
  const t = useT(catalog);
  const [saved, setSaved] = useState(initial);
  const isBranch = branchId !== null;
  const readOnly = !canEdit;
  const clinicValues = valuesOf(clinic);
  const form = useForm({
    initial: () => formValuesOf(draftOf(initial)),
    // Nothing changed: nothing to send (null), and the person is told so.
    check: (values): CheckResult<BrandingUpdateRequest | null> => {
      const request = requestOf({ saved, draft: draftOfForm(values), isBranch });
      return Object.keys(request).length === 0
        ? { success: true, data: null }
        : BrandingUpdateRequest.safeParse(request);
    },
    send: async (body) => {
      if (body === null) {
        toast.info(t('form.unchanged'));
        return;
      }
      const result = await api.call('updateClinicBranding', {
        params: { clinicId },
        query: branchId === null ? {} : { branch_id: branchId },
        body,
      });
      form.reset(formValuesOf(draftOf(result)));
      toast.success(t('form.saved'));
      applySaved(result);
    },
  });
  useUnsavedChangesGuard(form.isDirty);
  const draft = draftOfForm(form.values);

  function change<K extends DraftField>(field: K, value: BrandValues[K]) {
    const next = editDraft(draft, { field, value });
    form.update(field, value as BrandFormValues[K]);
    form.update('own', [...next.own]);
  }

  function errorOf(field: DraftField): string | undefined {
    const server = form.errors[field];
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
        label={t(LABELS[field])}
        isOwn={draft.own.has(field)}
        disabled={readOnly}
        onInherit={() => {
          const next = inheritField(draft, { field, clinic: clinicValues });
          form.update(field, next.values[field]);
          form.update('own', [...next.own]);
        }}
      />
    );
  }

  function applySaved(branding: BrandingResponse) {
    setSaved(branding);
    onSaved(branding);
  }

  const textField = (field: 'custom_header_text' | 'tagline', max: number, helper: MessageKey) => (
    <FormField
      label={t(LABELS[field])}
      error={errorOf(field)}
      helper={t('form.length', { helper: t(helper), length: draft.values[field].length, max })}
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
        <Form form={form} label={t('form.label')}>
          <Stack gap="4">
            {(['primary_color', 'secondary_color'] as const).map((field) => (
              <ColorField
                key={field}
                name={field}
                label={t(LABELS[field])}
                value={draft.values[field]}
                fallback={saved[field]}
                error={errorOf(field)}
                readOnly={readOnly}
                origin={origin(field)}
                onChange={(value) => change(field, value)}
              />
            ))}
            {textField('custom_header_text', CUSTOM_HEADER_TEXT_MAX_LENGTH, 'form.customHeaderTextHelper')}
            {textField('tagline', TAGLINE_MAX_LENGTH, 'form.taglineHelper')}
            <Stack gap="1">
              <SwitchField
                label={t(LABELS.show_logo_in_header)}
                checked={draft.values.show_logo_in_header}
                disabled={readOnly}
                onChange={(checked) => change('show_logo_in_header', checked)}
              />
              {origin('show_logo_in_header')}
            </Stack>
            {canEdit ? (
              <chakra.div>
                <Button type="submit" loading={form.isSending} loadingText={t('saving')}>
                  {t('form.save')}
                </Button>
              </chakra.div>
            ) : null}
          </Stack>
        </Form>
        <chakra.section aria-label={t('logo.title')}>
          <chakra.h3 fontWeight="600" mb="2">
            {t('logo.title')}
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
