import { TextField, type FormController, useT } from '@clinio/design-system';
import type { Branch } from './booking-model';
import { catalog } from '../catalog';

interface WhenDraft {
  date: string;
  time: string;
  duration: string;
}

/** Date, time (on the branch's clock) and length: the same three fields wherever a time is chosen. */
export function WhenFields<V extends WhenDraft>({
  form,
  branch,
}: {
  form: FormController<V>;
  branch: Branch;
}) {
  const t = useT(catalog);
  // The three names exist on every draft this renders (V extends WhenDraft).
  const bound = form as unknown as FormController<WhenDraft>;
  return (
    <>
      <TextField form={bound} name="date" label={t('when.date')} type="date" isRequired />
      <TextField
        form={bound}
        name="time"
        label={t('when.time')}
        type="time"
        isRequired
        helper={t('when.timeHelper', { branch: branch.name, zone: branch.timezone })}
      />
      <TextField form={bound} name="duration" label={t('when.duration')} inputMode="numeric" isRequired />
    </>
  );
}
