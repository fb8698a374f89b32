import { TextField, type FormController } from '@clinio/design-system';
import type { Branch } from './booking-model';

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
  // The three names exist on every draft this renders (V extends WhenDraft).
  const bound = form as unknown as FormController<WhenDraft>;
  return (
    <>
      <TextField form={bound} name="date" label="Date" type="date" isRequired />
      <TextField
        form={bound}
        name="time"
        label="Time"
        type="time"
        isRequired
        helper={`${branch.name} time (${branch.timezone})`}
      />
      <TextField form={bound} name="duration" label="Length (minutes)" inputMode="numeric" isRequired />
    </>
  );
}
