import { HStack, Input, Stack, Text } from '@chakra-ui/react';
import { ENDPOINTS, type EndpointInput, type Endpoints } from '@clinio/contracts';
import { Button, FormDialog, FormField, QueryState, RadioListField, useT } from '@clinio/design-system';
import { useEndpointQuery, useForm, useRemote } from '@clinio/platform';
import { useState, type KeyboardEvent } from 'react';
import { catalog } from '../catalog';
import { BranchField } from './branch-field';

type Search = NonNullable<EndpointInput<Endpoints['searchAvailablePhoneNumbers']>['query']>;

/** +18605550142 as (860) 555-0142; other countries' numbers as they are. */
export function nationalNumber(e164: string): string {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : e164;
}

/**
 * Buy a number from the SMS provider (issue 18): search by area code or digits, choose one of the
 * numbers for sale, the branch it serves, and buy it; its texts then reach the clinic.
 */
export function BuyNumberDialog({
  branches,
  onClose,
  onBought,
}: {
  branches: readonly { id: string; name: string }[];
  onClose: () => void;
  onBought: (message: string) => void;
}) {
  const t = useT(catalog);
  const { api } = useRemote();
  const [areaCode, setAreaCode] = useState('');
  const [contains, setContains] = useState('');
  const [searchErrors, setSearchErrors] = useState<{ area_code?: string; contains?: string }>({});
  const [asked, setAsked] = useState<Search | null>(null);
  const found = useEndpointQuery('searchAvailablePhoneNumbers', asked === null ? null : { query: asked });
  const form = useForm({
    initial: { e164: '', branch_id: '' },
    check: (values) =>
      values.e164 === ''
        ? {
            success: false as const,
            error: { issues: [{ path: ['e164'], message: t('buy.chooseNumber') }] },
          }
        : ENDPOINTS.buyPhoneNumber.body.safeParse({
            e164: values.e164,
            branch_id: values.branch_id === '' ? null : values.branch_id,
          }),
    send: async (body) => {
      await api.call('buyPhoneNumber', { body });
      onBought(t('buy.bought', { number: nationalNumber(body.e164) }));
    },
    fieldForCode: { conflict: 'e164' },
  });

  const search = () => {
    const parsed = ENDPOINTS.searchAvailablePhoneNumbers.query.safeParse({
      country: 'US',
      ...(areaCode.trim() === '' ? {} : { area_code: areaCode.trim() }),
      ...(contains.trim() === '' ? {} : { contains: contains.trim() }),
    });
    if (!parsed.success) {
      const errors: { area_code?: string; contains?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'area_code') errors.area_code = t('buy.areaCodeInvalid');
        if (field === 'contains') errors.contains = t('buy.containsInvalid');
      }
      setSearchErrors(errors);
      return;
    }
    setSearchErrors({});
    form.update('e164', '');
    setAsked(parsed.data);
  };
  // Enter in a search box searches; it must not buy whatever was chosen before.
  const searchOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  };
  const items = found.data?.items ?? [];

  return (
    <FormDialog
      isOpen
      title={t('buy.title')}
      submitLabel={t('buy.submit')}
      pendingLabel={t('buy.buying')}
      form={form}
      onClose={onClose}
    >
      <Text fontSize="sm" color="fg.muted">
        {t('buy.lead')}
      </Text>
      <Stack as="section" aria-label={t('buy.searchLabel')} gap="3">
        <HStack align="flex-end" gap="3" wrap="wrap">
          <FormField label={t('buy.areaCode')} error={searchErrors.area_code} helper={t('buy.areaCodeHelp')}>
            <Input
              value={areaCode}
              onChange={(event) => setAreaCode(event.target.value)}
              onKeyDown={searchOnEnter}
              inputMode="numeric"
              maxLength={3}
              width="8rem"
            />
          </FormField>
          <FormField label={t('buy.contains')} error={searchErrors.contains}>
            <Input
              value={contains}
              onChange={(event) => setContains(event.target.value)}
              onKeyDown={searchOnEnter}
              inputMode="numeric"
              maxLength={7}
              width="10rem"
            />
          </FormField>
          <Button variant="outline" onClick={search} disabled={found.isLoading}>
            {found.isLoading ? t('buy.searching') : t('buy.search')}
          </Button>
        </HStack>
        {asked === null ? (
          <Text fontSize="sm" color="fg.muted">
            {t('buy.notSearched')}
          </Text>
        ) : (
          <QueryState
            query={found}
            hasData={found.data !== null}
            isEmpty={items.length === 0}
            empty={
              <Text fontSize="sm" color="fg.muted">
                {t('buy.none')}
              </Text>
            }
            label={t('buy.searching')}
          >
            <RadioListField
              form={form}
              name="e164"
              label={t('buy.forSale')}
              options={items.map((item) => ({
                value: item.e164,
                label: nationalNumber(item.e164),
                detail: [item.locality, item.region].filter((part) => part !== '').join(', '),
              }))}
            />
          </QueryState>
        )}
      </Stack>
      <BranchField form={form} branches={branches} />
    </FormDialog>
  );
}
