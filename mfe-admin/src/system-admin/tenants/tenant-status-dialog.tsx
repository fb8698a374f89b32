import { Text } from '@chakra-ui/react';
import {
  SUSPENSION_REASON_MAX_LENGTH,
  TenantStatusChangeRequest,
  type PlatformTenantDetail,
  type TenantStatusChangeResponse,
} from '@clinio/contracts';
import { FormDialog, TextareaField, useT } from '@clinio/design-system';
import { useForm, useRemote } from '@clinio/platform';
import { catalog } from '../catalog';

export type StatusChange = 'suspend' | 'reactivate';

export interface TenantStatusDialogProps {
  tenant: PlatformTenantDetail;
  change: StatusChange;
  onClose: () => void;
  onDone: (result: TenantStatusChangeResponse) => void;
}

/** Suspend or reactivate a clinic account, with the reason the platform audit keeps. */
export function TenantStatusDialog({ tenant, change, onClose, onDone }: TenantStatusDialogProps) {
  const t = useT(catalog);
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
      title={t(isSuspend ? 'tenantStatus.suspendTitle' : 'tenantStatus.reactivateTitle', {
        name: tenant.name,
      })}
      submitLabel={isSuspend ? t('tenantStatus.suspendSubmit') : t('tenantStatus.reactivateSubmit')}
      pendingLabel={isSuspend ? t('tenantStatus.suspending') : t('tenantStatus.reactivating')}
      submitVariant={isSuspend ? 'danger' : 'primary'}
      form={form}
      onClose={onClose}
    >
      {isSuspend ? (
        <Text>{t('tenantStatus.suspendText', { count: tenant.open_staff_sessions })}</Text>
      ) : (
        <Text>{t('tenantStatus.reactivateText')}</Text>
      )}
      <TextareaField
        form={form}
        name="reason"
        label={t('tenantStatus.reason')}
        isRequired
        helper={t('tenantStatus.reasonHelp')}
        rows={3}
        maxLength={SUSPENSION_REASON_MAX_LENGTH}
      />
    </FormDialog>
  );
}
