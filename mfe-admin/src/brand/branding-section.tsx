import { Box, NativeSelect, Stack } from '@chakra-ui/react';
import type { BrandingResponse } from '@clinio/contracts';
import { FormField, FormNotice, QueryState, useT } from '@clinio/design-system';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { useAccess } from '../common/access';
import { BrandForm } from './brand-form';
import { catalog } from './catalog';
import { usePublishBranding } from './use-publish-branding';

interface EditorProps {
  clinicId: string;
  branchId: string | null;
  canEdit: boolean;
  onSaved: (branding: BrandingResponse) => void;
}

/** One target's branding, fetched fresh on mount (the page keys it by target). */
function BrandEditor({ clinicId, branchId, canEdit, onSaved }: EditorProps) {
  const t = useT(catalog);
  const clinic = useEndpointQuery('getClinicBranding', { params: { clinicId } });
  const branch = useEndpointQuery('getBranchBranding', branchId === null ? null : { params: { branchId } });
  const target = branchId === null ? clinic : branch;
  const error = target.error ?? clinic.error;
  return (
    <QueryState
      query={{
        isLoading: target.isLoading || clinic.isLoading,
        error,
        reload: () => {
          clinic.reload();
          branch.reload();
        },
      }}
      hasData={target.data !== null && clinic.data !== null}
      label={t('section.loading')}
    >
      {target.data !== null && clinic.data !== null ? (
        <BrandForm
          clinicId={clinicId}
          branchId={branchId}
          initial={target.data}
          clinic={clinic.data}
          canEdit={canEdit}
          onSaved={onSaved}
        />
      ) : null}
    </QueryState>
  );
}

/**
 * The clinic's colours, header text, tagline and logo, and each branch's overrides: a section of
 * clinic settings (/dashboard/settings) since /dashboard/brand became 10DLC brand registration
 * (issue 18, ADR 053). The shell's branding still changes live on save.
 */
export function BrandingSection() {
  const { auth } = useRemote();
  const t = useT(catalog);
  const canEdit = useAccess().can('brand_manage');
  const branches = useEndpointQuery(
    'listBranches',
    auth.tenantId ? { params: { tenantId: auth.tenantId } } : null,
  );
  const [branchId, setBranchId] = useState<string | null>(null);
  const publish = usePublishBranding();

  if (auth.clinicId === null) return null;
  return (
    <Stack gap="6">
      {!canEdit ? <FormNotice>{t('section.readOnly')}</FormNotice> : null}
      {(branches.data ?? []).length > 0 ? (
        <Box maxWidth="sm">
          <FormField label={t('section.target')} helper={t('section.targetHelper')}>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="branch"
                value={branchId ?? ''}
                onChange={(event) => setBranchId(event.target.value === '' ? null : event.target.value)}
              >
                <option value="">{t('section.wholeClinic')}</option>
                {(branches.data ?? []).map((branch) => (
                  <option key={branch.id} value={branch.id}>
                    {t('section.branch', { name: branch.name })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </Box>
      ) : null}
      <BrandEditor
        key={branchId ?? 'clinic'}
        clinicId={auth.clinicId}
        branchId={branchId}
        canEdit={canEdit}
        onSaved={(saved) => void publish(saved)}
      />
    </Stack>
  );
}
