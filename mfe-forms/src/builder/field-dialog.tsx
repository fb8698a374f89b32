import { NativeSelect, SimpleGrid } from '@chakra-ui/react';
import {
  FIELD_TYPES,
  FIELD_TYPE_LABELS,
  isChoiceFieldType,
  isFieldDialogSaveEnabled,
  isTextFieldType,
  type BuilderField,
} from '@clinio/contracts';
import {
  CheckboxField,
  FormDialog,
  FormField,
  SelectField,
  TextField,
  TextareaField,
  useT,
} from '@clinio/design-system';
import { useForm } from '@clinio/platform';
import { staffCatalog } from '../staff-texts/catalog';
import { EMPTY_DRAFT, checkFieldDraft, conditionSources, draftOf } from './field-draft';

export interface FieldDialogProps {
  /** The field being edited; undefined adds one. */
  editing: BuilderField | undefined;
  fields: readonly BuilderField[];
  onSave: (field: BuilderField, oldKey: string | undefined) => void;
  onClose: () => void;
}

/** Spec 2.8's Add/Edit Field dialog (spec 5: save disabled until the title is set). */
export function FieldDialog({ editing, fields, onSave, onClose }: FieldDialogProps) {
  const t = useT(staffCatalog);
  const form = useForm({
    initial: editing ? draftOf(editing) : EMPTY_DRAFT,
    check: (draft) =>
      checkFieldDraft(draft, fields, {
        required: t('field.titleRequired'),
        badPattern: t('field.badPattern'),
      }),
    send: async (field) => {
      onSave(field, editing?.key);
      onClose();
    },
  });
  const { values } = form;
  const sources = conditionSources(fields, editing?.key);
  const source = sources.find((field) => field.key === values.showIfField);
  const sourceAnswers =
    source === undefined
      ? []
      : source.property.field_type === 'boolean'
        ? [
            { value: 'true', label: t('field.yes') },
            { value: 'false', label: t('field.no') },
          ]
        : (source.property.enum ?? []).map((option) => ({ value: option, label: option }));
  const title = editing ? t('field.editTitle') : t('field.addTitle');
  return (
    <FormDialog
      isOpen
      title={title}
      submitLabel={t('field.save')}
      pendingLabel={t('field.saving')}
      form={form}
      isSubmitDisabled={!isFieldDialogSaveEnabled(values.title)}
      onClose={onClose}
    >
      <SelectField
        form={form}
        name="type"
        label={t('field.type')}
        options={FIELD_TYPES.map((type) => ({ value: type, label: FIELD_TYPE_LABELS[type] }))}
      />
      <TextField form={form} name="title" label={t('field.title')} isRequired autoComplete="off" />
      <TextareaField form={form} name="description" label={t('field.description')} rows={2} />
      <TextField form={form} name="placeholder" label={t('field.placeholder')} autoComplete="off" />
      {isChoiceFieldType(values.type) ? (
        <TextField form={form} name="options" label={t('field.options')} helper={t('field.optionsHelp')} />
      ) : null}
      {isTextFieldType(values.type) ? (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <TextField form={form} name="minLength" label={t('field.minLength')} inputMode="numeric" />
          <TextField form={form} name="maxLength" label={t('field.maxLength')} inputMode="numeric" />
          <TextField form={form} name="pattern" label={t('field.pattern')} helper={t('field.patternHelp')} />
        </SimpleGrid>
      ) : null}
      {values.type === 'number' ? (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <TextField form={form} name="minimum" label={t('field.minimum')} inputMode="decimal" />
          <TextField form={form} name="maximum" label={t('field.maximum')} inputMode="decimal" />
        </SimpleGrid>
      ) : null}
      <CheckboxField form={form} name="required">
        {t('field.required')}
      </CheckboxField>
      {sources.length > 0 ? (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormField label={t('field.showIf')} helper={t('field.showIfHelp')}>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={values.showIfField}
                onChange={(event) => {
                  form.update('showIfField', event.target.value);
                  form.update('showIfValue', '');
                }}
              >
                <option value="">{t('field.always')}</option>
                {sources.map((field) => (
                  <option key={field.key} value={field.key}>
                    {field.property.title}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          {source ? (
            <SelectField
              form={form}
              name="showIfValue"
              label={t('field.showIfValue')}
              options={[{ value: '', label: t('field.chooseAnswer') }, ...sourceAnswers]}
            />
          ) : null}
        </SimpleGrid>
      ) : null}
    </FormDialog>
  );
}
