import { SelectField, type FormController, useT } from '@clinio/design-system';
import { catalog } from '../catalog';

/** Which branch a number serves: one of the clinic's, or the whole clinic (''). */
export function BranchField<V extends { branch_id: string }>({
  form,
  branches,
}: {
  form: FormController<V>;
  branches: readonly { id: string; name: string }[];
}) {
  const t = useT(catalog);
  return (
    <SelectField
      form={form}
      name="branch_id"
      label={t('numbers.branch')}
      options={[
        { value: '', label: t('numbers.wholeClinic') },
        ...branches.map((branch) => ({ value: branch.id, label: branch.name })),
      ]}
    />
  );
}
