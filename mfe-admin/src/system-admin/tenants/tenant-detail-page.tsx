import { useEndpointQuery } from '@clinio/platform';
import { HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Button, QueryState, toast } from '@clinio/design-system';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { plural } from '../../common/format';
import { PageBody, PageHeader } from '../../common/page-header';
import { PlatformAuditTable } from '../audit/platform-audit-table';
import { TENANT_STATUS_LABELS, planName } from '../labels';
import { SYSTEM_ADMIN_PATHS } from '../paths';
import { SubscriptionDialog } from './subscription-dialog';
import { Section } from '../section';
import { BranchesTable, SuperAdminsList, SuspensionNotice, TenantFacts } from './tenant-detail-sections';
import { TenantStatusDialog, type StatusChange } from './tenant-status-dialog';

type Dialog = StatusChange | 'subscription' | null;

/** /system-admin/tenants/{tenantId}: one clinic account, its suspension and its subscription. */
export function TenantDetailPage() {
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
        <RouterLink to={SYSTEM_ADMIN_PATHS.tenants}>← All tenants</RouterLink>
      </ChakraLink>
      <PageHeader
        title={tenant?.name ?? 'Tenant'}
        lead={
          tenant
            ? `${TENANT_STATUS_LABELS[tenant.status]} · ${planName(tenant.plan)} plan · ${tenant.slug}`
            : undefined
        }
        actions={
          tenant ? (
            <HStack gap="2" wrap="wrap">
              <Button variant="outline" onClick={() => setDialog('subscription')}>
                Change subscription
              </Button>
              {tenant.status === 'active' ? (
                <Button variant="danger" onClick={() => setDialog('suspend')}>
                  Suspend
                </Button>
              ) : (
                <Button onClick={() => setDialog('reactivate')}>Reactivate</Button>
              )}
            </HStack>
          ) : null
        }
      />
      <QueryState query={detail} hasData={tenant !== null} label="Loading tenant…">
        {tenant ? (
          <>
            <SuspensionNotice tenant={tenant} />
            <TenantFacts tenant={tenant} />
            <Section title="Branches">
              <BranchesTable branches={tenant.branches} />
            </Section>
            <Section title="Super admins">
              <SuperAdminsList admins={tenant.super_admins} />
            </Section>
            <Section title="Recent platform audit">
              <ChakraLink asChild color="brand.fg" fontSize="sm" mb="3" display="inline-block">
                <RouterLink to={`${SYSTEM_ADMIN_PATHS.audit}?tenant_id=${encodeURIComponent(tenant.id)}`}>
                  All platform audit entries about this clinic
                </RouterLink>
              </ChakraLink>
              {tenant.recent_audit.length === 0 ? (
                <Text color="fg.muted">No platform events about this clinic yet.</Text>
              ) : (
                <PlatformAuditTable
                  entries={tenant.recent_audit}
                  label="Recent platform audit table"
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
                ? `${result.tenant.name} suspended; ${plural(result.sessions_ended, 'staff session')} ended`
                : `${result.tenant.name} reactivated`,
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
              `Subscription saved: ${subscription.plan_name}, ${subscription.status.replace('_', ' ')}`,
            );
            closeAndReload();
          }}
        />
      ) : null}
    </PageBody>
  );
}
