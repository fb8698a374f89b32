import { Text } from '@chakra-ui/react';
import {
  SUSPENSION_REASON_MAX_LENGTH,
  TenantStatusChangeRequest,
  type PlatformTenantDetail,
  type TenantStatusChangeResponse,
} from '@clinio/contracts';
import { FormDialog, TextareaField } from '@clinio/design-system';
import { useForm, useRemote } from '@clinio/platform';
import { plural } from '../../common/format';

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
  const isSuspend = change === 'suspend';
  const form = useForm({
    initial: { reason: '' },
    check: (values) => TenantStatusChangeRequest.safeParse(values),
    send: async (request) => {
      const input = { params: { tenantId: tenant.id }, body: request };
      onDone(isSuspend ? await api.call('suspendTenant', input) : await api.call('reactivateTenant', input));
    },
  });

  return (
    <FormDialog
      isOpen
      role="alertdialog"
      title={isSuspend ? `Suspend ${tenant.name}?` : `Reactivate ${tenant.name}?`}
      submitLabel={isSuspend ? 'Suspend tenant' : 'Reactivate tenant'}
      pendingLabel={isSuspend ? 'Suspending...' : 'Reactivating...'}
      submitVariant={isSuspend ? 'danger' : 'primary'}
      form={form}
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
      <TextareaField
        form={form}
        name="reason"
        label="Reason"
        isRequired
        helper="Kept in the platform audit log."
        rows={3}
        maxLength={SUSPENSION_REASON_MAX_LENGTH}
      />
    </FormDialog>
  );
}
