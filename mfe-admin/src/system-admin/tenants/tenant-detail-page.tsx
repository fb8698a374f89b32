import { useEndpointQuery } from '@clinio/platform';
import { HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Button, QueryState, toast, useT } from '@clinio/design-system';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageBody, PageHeader } from '../../common/page-header';
import { PlatformAuditTable } from '../audit/platform-audit-table';
import { catalog } from '../catalog';
import { TENANT_STATUS_KEYS, planName } from '../labels';
import { SYSTEM_ADMIN_PATHS } from '../paths';
import { SubscriptionDialog } from './subscription-dialog';
import { Section } from '../section';
import { BranchesTable, SuperAdminsList, SuspensionNotice, TenantFacts } from './tenant-detail-sections';
import { TenantStatusDialog, type StatusChange } from './tenant-status-dialog';

type Dialog = StatusChange | 'subscription' | null;

/** /system-admin/tenants/{tenantId}: one clinic account, its suspension and its subscription. */
export function TenantDetailPage() {
  const t = useT(catalog);
  const { tenantId = '' } = useParams();
  const detail = useEndpointQuery('getTenant', { params: { tenantId } });
  const [dialog, setDialog] = useState<Dialog>(null);
  const tenant = detail.data?.id === tenantId ? detail.data : null;

  function closeAndReload() {
    setDialog(null);
    detail.reload();
  }

  return (
    <PageBody>
      <ChakraLink asChild color="brand.fg" fontSize="sm" mb="3" display="inline-block">
        <RouterLink to={SYSTEM_ADMIN_PATHS.tenants}>{t('tenant.back')}</RouterLink>
      </ChakraLink>
      <PageHeader
        title={tenant?.name ?? t('tenant.fallbackTitle')}
        lead={
          tenant
            ? t('tenant.lead', {
                status: t(TENANT_STATUS_KEYS[tenant.status]),
                plan: planName(tenant.plan),
                slug: tenant.slug,
              })
            : undefined
        }
        actions={
          tenant ? (
            <HStack gap="2" wrap="wrap">
              <Button variant="outline" onClick={() => setDialog('subscription')}>
                {t('tenant.changeSubscription')}
              </Button>
              {tenant.status === 'active' ? (
                <Button variant="danger" onClick={() => setDialog('suspend')}>
                  {t('tenant.suspend')}
                </Button>
              ) : (
                <Button onClick={() => setDialog('reactivate')}>{t('tenant.reactivate')}</Button>
              )}
            </HStack>
          ) : null
        }
      />
      <QueryState query={detail} hasData={tenant !== null} label={t('tenant.loading')}>
        {tenant ? (
          <>
            <SuspensionNotice tenant={tenant} />
            <TenantFacts tenant={tenant} />
            <Section title={t('tenant.branches')}>
              <BranchesTable branches={tenant.branches} />
            </Section>
            <Section title={t('tenant.superAdmins')}>
              <SuperAdminsList admins={tenant.super_admins} />
            </Section>
            <Section title={t('tenant.recentAudit')}>
              <ChakraLink asChild color="brand.fg" fontSize="sm" mb="3" display="inline-block">
                <RouterLink to={`${SYSTEM_ADMIN_PATHS.audit}?tenant_id=${encodeURIComponent(tenant.id)}`}>
                  {t('tenant.allAudit')}
                </RouterLink>
              </ChakraLink>
              {tenant.recent_audit.length === 0 ? (
                <Text color="fg.muted">{t('tenant.noAudit')}</Text>
              ) : (
                <PlatformAuditTable
                  entries={tenant.recent_audit}
                  label={t('tenant.recentAuditTable')}
                  showTenant={false}
                />
              )}
            </Section>
          </>
        ) : null}
      </QueryState>
      {tenant && (dialog === 'suspend' || dialog === 'reactivate') ? (
        <TenantStatusDialog
          tenant={tenant}
          change={dialog}
          onClose={() => {
            setDialog(null);
            // A 409 means someone else changed it meanwhile: show what holds now.
            detail.reload();
          }}
          onDone={(result) => {
            toast.success(
              dialog === 'suspend'
                ? t('tenant.suspended', { name: result.tenant.name, count: result.sessions_ended })
                : t('tenant.reactivated', { name: result.tenant.name }),
            );
            closeAndReload();
          }}
        />
      ) : null}
      {tenant && dialog === 'subscription' ? (
        <SubscriptionDialog
          tenant={tenant}
          onClose={() => setDialog(null)}
          onSaved={(subscription) => {
            toast.success(
              t('tenant.subscriptionSaved', {
                plan: subscription.plan_name,
                status: subscription.status.replace('_', ' '),
              }),
            );
            closeAndReload();
          }}
        />
      ) : null}
    </PageBody>
  );
}
