import { Text, Textarea } from '@chakra-ui/react';
import {
  SUSPENSION_REASON_MAX_LENGTH,
  TenantStatusChangeRequest,
  type PlatformTenantDetail,
  type TenantStatusChangeResponse,
} from '@clinio/contracts';
import { FormField } from '@clinio/design-system';
import { useRemote } from '@clinio/platform';
import { useState } from 'react';
import { issuesToFieldErrors } from '../../common/errors';
import { FormDialog } from '../../common/form-dialog';
import { plural } from '../../common/format';
import { useSubmit } from '../../common/use-submit';

export type StatusChange = 'suspend' | 'reactivate';

export interface TenantStatusDialogProps {
  tenant: PlatformTenantDetail;
  change: StatusChange;
  onClose: () => void;
  onDone: (result: TenantStatusChangeResponse) => void;
}

/** Suspend or reactivate a clinic account, with the reason the platform audit keeps. */
export function TenantStatusDialog({ tenant, change, onClose, onDone }: TenantStatusDialogProps) {
  const { api } = useRemote();
  const submit = useSubmit();
  const [reason, setReason] = useState('');
  const isSuspend = change === 'suspend';

  async function confirm() {
    const check = TenantStatusChangeRequest.safeParse({ reason });
    if (!check.success) {
      submit.setFieldErrors(issuesToFieldErrors(check.error.issues));
      return;
    }
    const result = await submit.run(() =>
      api.post<TenantStatusChangeResponse>(
        `/api/system-admin/tenants/${encodeURIComponent(tenant.id)}/${change}`,
        check.data,
      ),
    );
    if (result.ok) onDone(result.value);
  }

  return (
    <FormDialog
      isOpen
      role="alertdialog"
      title={isSuspend ? `Suspend ${tenant.name}?` : `Reactivate ${tenant.name}?`}
      submitLabel={isSuspend ? 'Suspend tenant' : 'Reactivate tenant'}
      pendingLabel={isSuspend ? 'Suspending...' : 'Reactivating...'}
      submitVariant={isSuspend ? 'danger' : 'primary'}
      isPending={submit.isPending}
      formError={submit.formError}
      onSubmit={() => void confirm()}
      onClose={onClose}
    >
      {isSuspend ? (
        <Text>
          Every staff session of this clinic ends at once ({plural(tenant.open_staff_sessions, 'session')}{' '}
          open now) and none of its staff can sign in until the account is reactivated. Its data is kept.
        </Text>
      ) : (
        <Text>Its staff can sign in again at once. Sessions ended by the suspension stay ended.</Text>
      )}
      <FormField
        label="Reason"
        isRequired
        error={submit.fieldErrors.reason}
        helper="Kept in the platform audit log."
      >
        <Textarea
          value={reason}
          rows={3}
          maxLength={SUSPENSION_REASON_MAX_LENGTH}
          onChange={(event) => {
            setReason(event.target.value);
            submit.clearField('reason');
          }}
        />
      </FormField>
    </FormDialog>
  );
}
