import { Checkbox, HStack, Input, NativeSelect, Stack, Tabs, Textarea } from '@chakra-ui/react';
import {
  CONSENT_APPOINTMENT_TYPES,
  FORM_DEFAULTS,
  FORM_TYPES,
  FORM_TYPE_LABELS,
  buildFormSchema,
  fieldsOfSchema,
  isFormSaveEnabled,
  keptTranslations,
  localizeForm,
  saveField,
  type BuilderField,
  type FormTemplate,
  type FormTranslation,
  type FormType,
} from '@clinio/contracts';
import { Button, EmptyState, FormAlert, FormField, QueryState, toast, useT } from '@clinio/design-system';
import { useEndpointQuery, useRemote, useUnsavedChangesGuard } from '@clinio/platform';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useViewer } from '../common/access';
import { CheckboxGroup } from '../common/checkbox-group';
import { Screen } from '../common/frame';
import { useFormsBase } from '../common/paths';
import { StaffOnly } from '../common/staff-only';
import { FormRenderer, type AnswerMap } from '../renderer/form-renderer';
import { staffCatalog } from '../staff-texts/catalog';
import { FieldDialog } from './field-dialog';
import { FieldList } from './field-list';
import { EMPTY_TRANSLATION, TranslationTab, renamedTranslation } from './translation-tab';
import { VersionHistory } from './version-history';

/** Spec 9: after a successful save the builder returns to the list after 1.5 s. */
export const RETURN_AFTER_SAVE_MS = 1500;

const APPOINTMENT_TYPES = ['general', ...CONSENT_APPOINTMENT_TYPES] as const;

interface Properties {
  name: string;
  description: string;
  form_type: FormType;
  is_required: boolean;
  appointment_types: string[];
}

const NEW_PROPERTIES: Properties = {
  name: '',
  description: '',
  form_type: FORM_DEFAULTS.form_type,
  is_required: FORM_DEFAULTS.is_required,
  appointment_types: [...FORM_DEFAULTS.appointment_types],
};

function propertiesOf(template: FormTemplate): Properties {
  const { name, description, form_type, is_required, appointment_types } = template;
  return { name, description, form_type, is_required, appointment_types };
}

function PropertiesTab({ value, onChange }: { value: Properties; onChange: (next: Properties) => void }) {
  const t = useT(staffCatalog);
  const set = <K extends keyof Properties>(key: K, next: Properties[K]) =>
    onChange({ ...value, [key]: next });
  return (
    <Stack gap="4" maxWidth="2xl">
      <FormField label={t('builder.name')} isRequired>
        <Input value={value.name} maxLength={200} onChange={(event) => set('name', event.target.value)} />
      </FormField>
      <FormField label={t('builder.description')}>
        <Textarea
          value={value.description}
          rows={3}
          onChange={(event) => set('description', event.target.value)}
        />
      </FormField>
      <FormField label={t('builder.formType')}>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={value.form_type}
            onChange={(event) => set('form_type', event.target.value as FormType)}
          >
            {FORM_TYPES.map((type) => (
              <option key={type} value={type}>
                {FORM_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <Checkbox.Root
        checked={value.is_required}
        onCheckedChange={(details) => set('is_required', details.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('builder.isRequired')}</Checkbox.Label>
      </Checkbox.Root>
      <CheckboxGroup
        legend={t('builder.appointmentTypes')}
        items={APPOINTMENT_TYPES.map((type) => ({ value: type, label: t(`appointmentType.${type}`) }))}
        chosen={value.appointment_types}
        onChange={(next) => set('appointment_types', next)}
      />
    </Stack>
  );
}

/** The preview: the form as built, or as a Spanish reader sees it with the texts written so far. */
function PreviewForm({
  fields,
  spanish,
  answers,
  onChange,
}: {
  fields: readonly BuilderField[];
  spanish: FormTranslation | null;
  answers: AnswerMap;
  onChange: (key: string, value: unknown) => void;
}) {
  const form_schema = buildFormSchema([...fields]);
  const shown = localizeForm(
    { name: '', description: '', form_schema, translations: spanish ? { es: spanish } : {} },
    'es',
  );
  return (
    <FormRenderer
      schema={shown.schema}
      optionLabel={shown.optionLabel}
      answers={answers}
      onChange={onChange}
    />
  );
}

function Builder({ template }: { template: FormTemplate | null }) {
  const t = useT(staffCatalog);
  const base = useFormsBase();
  const navigate = useNavigate();
  const { api } = useRemote();
  const { clinicId } = useViewer();
  const [properties, setProperties] = useState<Properties>(
    template ? propertiesOf(template) : NEW_PROPERTIES,
  );
  const [fields, setFields] = useState<BuilderField[]>(template ? fieldsOfSchema(template.form_schema) : []);
  const [spanish, setSpanish] = useState<FormTranslation>(template?.translations.es ?? EMPTY_TRANSLATION);
  const [previewSpanish, setPreviewSpanish] = useState(false);
  const [tab, setTab] = useState('properties');
  const [dialog, setDialog] = useState<{ editing: BuilderField | undefined } | null>(null);
  const [preview, setPreview] = useState<AnswerMap>({});
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [error, setError] = useState<string | null>(null);
  const leaving = useRef<ReturnType<typeof setTimeout> | null>(null);
  const isDirty =
    status !== 'saved' && (template === null ? fields.length > 0 || properties.name !== '' : true);
  useUnsavedChangesGuard(isDirty && status === 'idle');
  useEffect(
    () => () => {
      if (leaving.current) clearTimeout(leaving.current);
    },
    [],
  );

  async function save() {
    setStatus('saving');
    setError(null);
    const form_schema = buildFormSchema(fields);
    const body = { ...properties, form_schema, translations: keptTranslations(form_schema, { es: spanish }) };
    try {
      if (template) await api.call('updateFormTemplate', { params: { id: template.id }, body });
      else
        await api.call('createFormTemplate', {
          query: clinicId ? { clinicId } : {},
          body: { ...body, ...(clinicId ? { clinic_id: clinicId } : {}) },
        });
      toast.success(template ? t('builder.updated') : t('builder.created'));
      setStatus('saved');
      leaving.current = setTimeout(() => void navigate(base), RETURN_AFTER_SAVE_MS);
    } catch (failure) {
      const message =
        failure instanceof Error && failure.message !== '' ? failure.message : t('builder.unknownError');
      setError(t('builder.saveFailed', { message }));
      setStatus('idle');
    }
  }

  const canSave =
    isFormSaveEnabled({ name: properties.name, fieldCount: fields.length }) && status === 'idle';
  return (
    <Stack gap="4">
      {error ? <FormAlert>{error}</FormAlert> : null}
      <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} variant="line" lazyMount>
        <Tabs.List overflowX="auto">
          <Tabs.Trigger value="properties">{t('builder.tabProperties')}</Tabs.Trigger>
          <Tabs.Trigger value="design">{t('builder.tabDesign')}</Tabs.Trigger>
          <Tabs.Trigger value="preview">{t('builder.tabPreview')}</Tabs.Trigger>
          <Tabs.Trigger value="spanish">{t('builder.tabSpanish')}</Tabs.Trigger>
          {template ? <Tabs.Trigger value="history">{t('builder.tabHistory')}</Tabs.Trigger> : null}
        </Tabs.List>
        <Tabs.Content value="properties">
          <PropertiesTab value={properties} onChange={setProperties} />
        </Tabs.Content>
        <Tabs.Content value="design">
          <Stack gap="4">
            <HStack>
              <Button onClick={() => setDialog({ editing: undefined })}>{t('design.addField')}</Button>
            </HStack>
            <FieldList
              fields={fields}
              onChange={setFields}
              onEdit={(field) => setDialog({ editing: field })}
            />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="preview">
          {fields.length === 0 ? (
            <EmptyState title={t('preview.empty')} />
          ) : (
            <Stack gap="4" maxWidth="2xl">
              <Checkbox.Root
                checked={previewSpanish}
                onCheckedChange={(details) => setPreviewSpanish(details.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t('preview.inSpanish')}</Checkbox.Label>
              </Checkbox.Root>
              <Stack
                gap="4"
                aria-label={t('preview.label')}
                role="group"
                lang={previewSpanish ? 'es' : undefined}
              >
                <PreviewForm
                  fields={fields}
                  spanish={previewSpanish ? spanish : null}
                  answers={preview}
                  onChange={(key, value) => setPreview((current) => ({ ...current, [key]: value }))}
                />
              </Stack>
            </Stack>
          )}
        </Tabs.Content>
        <Tabs.Content value="spanish">
          <TranslationTab
            name={properties.name}
            description={properties.description}
            fields={fields}
            value={spanish}
            onChange={setSpanish}
          />
        </Tabs.Content>
        {template ? (
          <Tabs.Content value="history">
            <VersionHistory
              templateId={template.id}
              onRestore={(version) => {
                setFields(fieldsOfSchema(version.form_schema));
                setTab('design');
                toast.info(t('history.restored', { version: version.version }));
              }}
            />
          </Tabs.Content>
        ) : null}
      </Tabs.Root>
      <HStack gap="2" wrap="wrap" borderTopWidth="1px" pt="4">
        <Button
          onClick={() => void save()}
          disabled={!canSave}
          loading={status === 'saving'}
          loadingText={t('builder.saving')}
        >
          {template ? t('builder.update') : t('builder.save')}
        </Button>
        <Button variant="outline" onClick={() => void navigate(base)} disabled={status === 'saving'}>
          {t('builder.cancel')}
        </Button>
      </HStack>
      {dialog ? (
        <FieldDialog
          editing={dialog.editing}
          fields={fields}
          onSave={(field, oldKey) => {
            setFields((current) => saveField(current, field, oldKey));
            if (oldKey !== undefined) setSpanish((current) => renamedTranslation(current, oldKey, field.key));
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Stack>
  );
}

function EditBuilder({ id }: { id: string }) {
  const t = useT(staffCatalog);
  const template = useEndpointQuery('getFormTemplate', { params: { id } });
  return (
    <QueryState
      query={{ ...template, error: template.error === null ? null : t('builder.loadFailed') }}
      hasData={template.data !== null}
      label={t('builder.loading')}
    >
      {template.data ? <Builder key={template.data.id} template={template.data} /> : null}
    </QueryState>
  );
}

/** `/forms/builder` and `/forms/builder/{id}` (spec 2.8), also under /dashboard/forms. */
export function BuilderPage() {
  const t = useT(staffCatalog);
  const base = useFormsBase();
  const { id } = useParams();
  const heading = id ? t('builder.editTitle') : t('builder.createTitle');
  return (
    <Screen
      heading={heading}
      crumbsLabel={t('common.breadcrumb')}
      crumbs={[{ label: t('builder.forms'), to: base }, { label: heading }]}
    >
      <StaffOnly>{id ? <EditBuilder id={id} /> : <Builder template={null} />}</StaffOnly>
    </Screen>
  );
}
