import { Badge, HStack, Table } from '@chakra-ui/react';
import { ENDPOINTS } from '@clinio/contracts';
import {
  Button,
  ConfirmDialog,
  DateTimeText,
  FormDialog,
  TextField,
  toast,
  useT,
} from '@clinio/design-system';
import { useEndpointQuery, useForm, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { catalog } from '../catalog';
import { BranchField } from './branch-field';
import { useMay } from '../common/access';
import { Page } from '../common/page';
import { ListTable } from '../common/list-table';
import type { PhoneNumber } from '../common/types';
import { BuyNumberDialog } from './buy-number-dialog';

type Branches = readonly { id: string; name: string }[];

/**
 * Add a number the clinic already holds at the provider, for a branch or the whole clinic; or,
 * given a number, move it to another branch.
 */
function NumberDialog({
  number,
  branches,
  onClose,
  onSaved,
}: {
  number: PhoneNumber | null;
  branches: Branches;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const t = useT(catalog);
  const { api } = useRemote();
  const form = useForm({
    initial: { number: number?.e164 ?? '', branch_id: number?.branch_id ?? '' },
    check: (values) =>
      ENDPOINTS.addPhoneNumber.body.safeParse({
        number: values.number,
        branch_id: values.branch_id === '' ? null : values.branch_id,
      }),
    send: async (body) => {
      if (number === null) await api.call('addPhoneNumber', { body });
      else
        await api.call('assignPhoneNumber', {
          params: { id: number.id },
          body: { branch_id: body.branch_id },
        });
      onSaved(number === null ? t('numbers.addedToast') : t('numbers.assigned'));
    },
    fieldForCode: { conflict: 'number' },
  });
  return (
    <FormDialog
      isOpen
      title={number === null ? t('numbers.addTitle') : t('numbers.assignTitle', { number: number.e164 })}
      submitLabel={number === null ? t('numbers.add') : t('numbers.assign')}
      pendingLabel={t('numbers.adding')}
      form={form}
      onClose={onClose}
    >
      {number === null ? (
        <TextField
          form={form}
          name="number"
          label={t('numbers.number')}
          helper={t('numbers.numberHelp')}
          type="tel"
          isRequired
        />
      ) : null}
      <BranchField form={form} branches={branches} />
    </FormDialog>
  );
}

/** /dashboard/phone-numbers: the clinic's sending numbers, the branch each serves, adding and releasing them. */
export function PhoneNumbersPage() {
  const t = useT(catalog);
  const may = useMay();
  const { api, auth } = useRemote();
  const numbers = useEndpointQuery('listPhoneNumbers', {});
  const branches = useEndpointQuery(
    'listBranches',
    auth.tenantId ? { params: { tenantId: auth.tenantId } } : null,
  );
  const [editing, setEditing] = useState<PhoneNumber | 'new' | null>(null);
  const [buying, setBuying] = useState(false);
  const [releasing, setReleasing] = useState<PhoneNumber | null>(null);
  const canManage = may('phone_numbers_manage');
  const branchName = (id: string | null) =>
    id === null ? t('numbers.wholeClinic') : (branches.data?.find((branch) => branch.id === id)?.name ?? '—');
  return (
    <Page
      title={t('numbers.title')}
      documentTitle={t('numbers.documentTitle')}
      lead={t('numbers.lead')}
      actions={
        canManage ? (
          <HStack gap="2" wrap="wrap">
            <Button onClick={() => setBuying(true)}>{t('buy.title')}</Button>
            <Button variant="outline" onClick={() => setEditing('new')}>
              {t('numbers.addTitle')}
            </Button>
          </HStack>
        ) : null
      }
    >
      <ListTable
        query={numbers}
        items={numbers.data?.items ?? []}
        texts={{
          table: t('numbers.table'),
          loading: t('numbers.loading'),
          failed: t('numbers.failed'),
          empty: t('numbers.empty'),
          noun: t('numbers.noun'),
        }}
        minWidth="560px"
        headers={[
          t('numbers.number'),
          t('numbers.branch'),
          t('numbers.state'),
          t('numbers.added'),
          { srOnly: t('common.actions') },
        ]}
        row={(number) => (
          <>
            <Table.Cell>{number.e164}</Table.Cell>
            <Table.Cell>{branchName(number.branch_id)}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={number.status === 'active' ? 'green' : 'gray'} variant="subtle">
                {t(`numbers.status.${number.status}`)}
              </Badge>
            </Table.Cell>
            <Table.Cell>
              <DateTimeText value={number.created_at} style="date" />
            </Table.Cell>
            <Table.Cell textAlign="end">
              {canManage && number.status === 'active' ? (
                <>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setEditing(number)}
                    aria-label={t('numbers.assignNamed', { number: number.e164 })}
                  >
                    {t('numbers.assign')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setReleasing(number)}
                    aria-label={t('numbers.releaseNamed', { number: number.e164 })}
                  >
                    {t('numbers.release')}
                  </Button>
                </>
              ) : null}
            </Table.Cell>
          </>
        )}
      />
      {buying ? (
        <BuyNumberDialog
          branches={branches.data ?? []}
          onClose={() => setBuying(false)}
          onBought={(message) => {
            setBuying(false);
            toast.success(message);
            numbers.reload();
          }}
        />
      ) : null}
      {editing !== null ? (
        <NumberDialog
          number={editing === 'new' ? null : editing}
          branches={branches.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            toast.success(message);
            numbers.reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={releasing !== null}
        title={t('numbers.releaseTitle')}
        message={t('numbers.releaseMessage', { number: releasing?.e164 ?? '' })}
        confirmLabel={t('numbers.release')}
        pendingLabel={t('numbers.releasing')}
        isDestructive
        onConfirm={() => api.call('releasePhoneNumber', { params: { id: releasing?.id ?? '' } })}
        onDone={() => {
          setReleasing(null);
          toast.success(t('numbers.released'));
          numbers.reload();
        }}
        onClose={() => setReleasing(null)}
      />
    </Page>
  );
}
