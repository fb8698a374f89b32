import { Badge, Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { ENDPOINTS } from '@clinio/contracts';
import {
  Button,
  DateTimeText,
  Form,
  FormActions,
  FormNotice,
  TextField,
  TextareaField,
  toast,
  useT,
} from '@clinio/design-system';
import { useEndpointQuery, useForm, useRemote, useUnsavedChangesGuard } from '@clinio/platform';
import { useState } from 'react';
import { catalog } from '../catalog';
import { useMay } from '../common/access';
import { Page } from '../common/page';
import { ListTable } from '../common/list-table';
import type { BrandRegistration } from '../common/types';
import { CampaignDialog } from './campaign-dialog';

const PALETTE: Record<BrandRegistration['status'], string> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
};

const EMPTY = { legal_name: '', ein: '', address: '', contact_email: '', vertical: 'HEALTHCARE' as const };

/** The clinic's brand for US A2P 10DLC: legal name, EIN, address, contact and vertical. */
function BrandForm({ onSaved }: { onSaved: () => void }) {
  const t = useT(catalog);
  const { api } = useRemote();
  const form = useForm({
    initial: EMPTY,
    check: (values) => ENDPOINTS.createBrandRegistration.body.safeParse(values),
    send: async (body) => {
      await api.call('createBrandRegistration', { body });
      form.reset(EMPTY);
      toast.success(t('brand.submitted'));
      onSaved();
    },
  });
  useUnsavedChangesGuard(form.isDirty);
  return (
    <Form form={form} label={t('brand.formTitle')}>
      <TextField
        form={form}
        name="legal_name"
        label={t('brand.legalName')}
        isRequired
        autoComplete="organization"
      />
      <TextField form={form} name="ein" label={t('brand.ein')} helper={t('brand.einHelp')} isRequired />
      <TextareaField form={form} name="address" label={t('brand.address')} rows={3} isRequired />
      <TextField
        form={form}
        name="contact_email"
        type="email"
        label={t('brand.contactEmail')}
        isRequired
        autoComplete="email"
      />
      <Text fontSize="sm" color="fg.muted">
        {t('brand.vertical')}
      </Text>
      <FormActions
        isSending={form.isSending}
        submitLabel={t('brand.submit')}
        sendingText={t('brand.submitting')}
      />
    </Form>
  );
}

type Campaign = BrandRegistration['campaigns'][number];

/** A registration's status: its badge, the provider's reason, and where it is on its way. */
function ProgressCell({
  item,
  waiting,
}: {
  item: Pick<Campaign, 'status' | 'rejection_reason' | 'submitted_at' | 'submit_error'>;
  waiting?: string;
}) {
  const t = useT(catalog);
  return (
    <Table.Cell>
      <Stack gap="1" align="start">
        <Badge colorPalette={PALETTE[item.status]} variant="subtle">
          {t(`brand.status.${item.status}`)}
        </Badge>
        {item.rejection_reason ? <Text fontSize="sm">{item.rejection_reason}</Text> : null}
        {item.status === 'pending' && item.submitted_at === null ? (
          <Text fontSize="sm" color="fg.muted">
            {item.submit_error
              ? t('a2p.retrying', { reason: item.submit_error })
              : (waiting ?? t('a2p.sending'))}
          </Text>
        ) : null}
        {item.status === 'pending' && item.submitted_at !== null ? (
          <Text fontSize="sm" color="fg.muted">
            {t('a2p.inReview')}
          </Text>
        ) : null}
      </Stack>
    </Table.Cell>
  );
}

/** /dashboard/brand: US A2P 10DLC brand and campaign registration (issue 18, ADRs 053, 063); the colours moved to clinic settings. */
export function BrandRegistrationPage() {
  const t = useT(catalog);
  const may = useMay();
  const { api } = useRemote();
  const brands = useEndpointQuery('listBrandRegistrations', {});
  const numbers = useEndpointQuery('listPhoneNumbers', may('phone_numbers_read') ? {} : null);
  const [registering, setRegistering] = useState<BrandRegistration | null>(null);
  const [checking, setChecking] = useState(false);
  const items = brands.data?.items ?? [];
  const campaigns = items.flatMap((brand) => brand.campaigns.map((campaign) => ({ ...campaign, brand })));
  const covered = campaigns.some(
    (campaign) => campaign.status === 'approved' && campaign.brand.status === 'approved',
  );
  const canManage = may('brand_manage');

  const checkNow = async () => {
    setChecking(true);
    try {
      await api.call('refreshBrandRegistrations', {});
      toast.success(t('a2p.checked'));
      brands.reload();
    } catch {
      toast.error(t('a2p.checkFailed'));
    } finally {
      setChecking(false);
    }
  };

  return (
    <Page
      title={t('brand.title')}
      documentTitle={t('brand.documentTitle')}
      lead={t('brand.lead')}
      actions={
        items.length > 0 ? (
          <Button
            variant="outline"
            onClick={() => void checkNow()}
            loading={checking}
            loadingText={t('a2p.checking')}
          >
            {t('a2p.check')}
          </Button>
        ) : null
      }
    >
      {brands.data !== null && !covered ? <FormNotice tone="warning">{t('brand.blocked')}</FormNotice> : null}
      <ListTable
        query={brands}
        items={items}
        texts={{
          table: t('brand.table'),
          loading: t('brand.loading'),
          failed: t('brand.failed'),
          empty: t('brand.empty'),
          noun: t('brand.noun'),
        }}
        minWidth="720px"
        headers={[
          t('brand.legalName'),
          t('brand.ein'),
          t('brand.state'),
          t('brand.submittedAt'),
          { srOnly: t('common.actions') },
        ]}
        row={(brand) => (
          <>
            <Table.Cell>{brand.legal_name}</Table.Cell>
            <Table.Cell>{brand.ein}</Table.Cell>
            <ProgressCell item={brand} />
            <Table.Cell>
              <DateTimeText value={brand.submitted_at ?? brand.created_at} style="date" />
            </Table.Cell>
            <Table.Cell textAlign="end">
              {canManage && brand.status !== 'rejected' ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setRegistering(brand)}
                  aria-label={t('a2p.registerNamed', { brand: brand.legal_name })}
                >
                  {t('a2p.register')}
                </Button>
              ) : null}
            </Table.Cell>
          </>
        )}
      />
      {items.length > 0 ? (
        <Stack gap="3" mt="8">
          <Heading as="h2" fontSize="lg">
            {t('a2p.title')}
          </Heading>
          <Text color="fg.muted" maxW="3xl">
            {t('a2p.lead')}
          </Text>
          <ListTable
            query={brands}
            items={campaigns}
            texts={{
              table: t('a2p.table'),
              loading: t('brand.loading'),
              failed: t('brand.failed'),
              empty: t('a2p.empty'),
              emptyMessage: t('a2p.emptyMessage'),
              noun: t('a2p.noun'),
            }}
            minWidth="720px"
            headers={[
              t('a2p.useCase'),
              t('a2p.brand'),
              t('a2p.numbers'),
              t('brand.state'),
              t('brand.submittedAt'),
            ]}
            row={(campaign) => (
              <>
                <Table.Cell>{t(`a2p.useCase.${campaign.use_case}`)}</Table.Cell>
                <Table.Cell>{campaign.brand.legal_name}</Table.Cell>
                <Table.Cell>
                  {campaign.numbers.map((number) => (
                    <Text key={number.id} fontSize="sm">
                      {number.e164}
                    </Text>
                  ))}
                </Table.Cell>
                <ProgressCell
                  item={campaign}
                  waiting={campaign.brand.status === 'pending' ? t('a2p.waitingForBrand') : undefined}
                />
                <Table.Cell>
                  <DateTimeText value={campaign.submitted_at ?? campaign.created_at} style="date" />
                </Table.Cell>
              </>
            )}
          />
        </Stack>
      ) : null}
      {canManage ? (
        <Box
          as="section"
          aria-labelledby="brand-form-heading"
          borderWidth="1px"
          borderRadius="lg"
          p={{ base: '4', md: '6' }}
          mt="8"
          maxW="2xl"
        >
          <Stack gap="4">
            <Heading as="h2" id="brand-form-heading" fontSize="lg">
              {t('brand.formTitle')}
            </Heading>
            <BrandForm onSaved={brands.reload} />
          </Stack>
        </Box>
      ) : null}
      {registering ? (
        <CampaignDialog
          brandId={registering.id}
          brandName={registering.legal_name}
          numbers={numbers.data?.items ?? []}
          onClose={() => setRegistering(null)}
          onSaved={() => {
            setRegistering(null);
            brands.reload();
          }}
        />
      ) : null}
    </Page>
  );
}
