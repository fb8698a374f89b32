import { Badge, Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { ENDPOINTS } from '@clinio/contracts';
import {
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
import { catalog } from '../catalog';
import { useMay } from '../common/access';
import { Page } from '../common/page';
import { ListTable } from '../common/list-table';
import type { BrandRegistration } from '../common/types';

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

/** /dashboard/brand: US A2P 10DLC brand registration (issue 18, ADR 053); the colours moved to clinic settings. */
export function BrandRegistrationPage() {
  const t = useT(catalog);
  const may = useMay();
  const brands = useEndpointQuery('listBrandRegistrations', {});
  const approved = (brands.data?.items ?? []).some((brand) => brand.status === 'approved');
  return (
    <Page title={t('brand.title')} documentTitle={t('brand.documentTitle')} lead={t('brand.lead')}>
      {brands.data !== null && !approved ? (
        <FormNotice tone="warning">{t('brand.blocked')}</FormNotice>
      ) : null}
      <ListTable
        query={brands}
        items={brands.data?.items ?? []}
        texts={{
          table: t('brand.table'),
          loading: t('brand.loading'),
          failed: t('brand.failed'),
          empty: t('brand.empty'),
          noun: t('brand.noun'),
        }}
        minWidth="640px"
        headers={[t('brand.legalName'), t('brand.ein'), t('brand.state'), t('brand.submittedAt')]}
        row={(brand) => (
          <>
            <Table.Cell>{brand.legal_name}</Table.Cell>
            <Table.Cell>{brand.ein}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={PALETTE[brand.status]} variant="subtle">
                {t(`brand.status.${brand.status}`)}
              </Badge>
              {brand.rejection_reason ? <Text fontSize="sm">{brand.rejection_reason}</Text> : null}
            </Table.Cell>
            <Table.Cell>
              <DateTimeText value={brand.created_at} style="date" />
            </Table.Cell>
          </>
        )}
      />
      {may('brand_manage') ? (
        <Box
          as="section"
          aria-labelledby="brand-form-heading"
          borderWidth="1px"
          borderRadius="lg"
          p={{ base: '4', md: '6' }}
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
    </Page>
  );
}
