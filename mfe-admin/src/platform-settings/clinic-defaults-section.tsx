import { NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import { ClinicUpdateRequest, type ClinicResponse } from '@clinio/contracts';
import { Button, Form, FormField, QueryState, toast, useT } from '@clinio/design-system';
import {
  useEndpointQuery,
  useForm,
  useRemote,
  useUnsavedChangesGuard,
  type CheckResult,
} from '@clinio/platform';
import { useMemo, useState } from 'react';
import { timeZoneGroups } from '../common/time-zones';
import { catalog } from './catalog';

interface Draft {
  timezone: string;
  default_branch_id: string;
}

const draftOf = (clinic: ClinicResponse): Draft => ({
  timezone: clinic.timezone,
  default_branch_id: clinic.default_branch_id ?? '',
});

/** The fields that differ from what is saved: a PATCH never overwrites what it did not touch. */
function changesOf(draft: Draft, saved: Draft): ClinicUpdateRequest {
  const changes: ClinicUpdateRequest = {};
  if (draft.timezone !== saved.timezone) changes.timezone = draft.timezone;
  if (draft.default_branch_id !== saved.default_branch_id && draft.default_branch_id !== '') {
    changes.default_branch_id = draft.default_branch_id;
  }
  return changes;
}

/** The clinic profile's time zone and default branch (GET/PATCH /api/clinics/{clinicId}). */
export function ClinicDefaultsSection() {
  const { auth } = useRemote();
  const t = useT(catalog);
  const clinic = useEndpointQuery(
    'getClinic',
    auth.clinicId === null ? null : { params: { clinicId: auth.clinicId } },
  );
  if (auth.clinicId === null) {
    return <Text color="fg.muted">{t('defaults.noClinic')}</Text>;
  }
  return (
    <QueryState query={clinic} hasData={clinic.data !== null} label={t('defaults.loading')}>
      {clinic.data ? <ClinicDefaultsForm clinic={clinic.data} /> : null}
    </QueryState>
  );
}

function ClinicDefaultsForm({ clinic }: { clinic: ClinicResponse }) {
  const { api } = useRemote();
  const t = useT(catalog);
  const [saved, setSaved] = useState(() => draftOf(clinic));
  const [branches, setBranches] = useState(clinic.branches);
  const form = useForm({
    initial: saved,
    // Nothing changed: nothing to send (null), and the person is told so.
    check: (draft): CheckResult<ClinicUpdateRequest | null> => {
      const changes = changesOf(draft, saved);
      return Object.keys(changes).length === 0
        ? { success: true, data: null }
        : ClinicUpdateRequest.safeParse(changes);
    },
    send: async (changes) => {
      if (changes === null) {
        toast.info(t('defaults.unchanged'));
        return;
      }
      const result = await api.call('updateClinic', { params: { clinicId: clinic.id }, body: changes });
      const next = draftOf(result);
      setSaved(next);
      form.reset(next);
      setBranches(result.branches);
      toast.success(t('defaults.saved'));
    },
  });
  useUnsavedChangesGuard(form.isDirty);
  const draft = form.values;
  const zones = useMemo(() => timeZoneGroups(draft.timezone), [draft.timezone]);
  const edit = form.update;

  return (
    <Form form={form} label={t('defaults.form')}>
      <Stack gap="4" maxWidth="md">
        <FormField
          label={t('defaults.timeZone')}
          error={form.errors.timezone}
          isRequired
          helper={t('defaults.timeZoneHelper')}
        >
          <NativeSelect.Root>
            <NativeSelect.Field
              name="timezone"
              value={draft.timezone}
              onChange={(event) => edit('timezone', event.target.value)}
            >
              {zones.map((group) => (
                <optgroup key={group.region} label={group.region}>
                  {group.zones.map((zone) => (
                    <option key={zone.value} value={zone.value}>
                      {zone.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {branches.length === 0 ? (
          <Text color="fg.muted">{t('defaults.noBranches')}</Text>
        ) : (
          <FormField
            label={t('defaults.branch')}
            error={form.errors.default_branch_id}
            isRequired
            helper={t('defaults.branchHelper')}
          >
            <NativeSelect.Root>
              <NativeSelect.Field
                name="default_branch_id"
                value={draft.default_branch_id}
                onChange={(event) => edit('default_branch_id', event.target.value)}
              >
                {draft.default_branch_id === '' ? (
                  <option value="">{t('defaults.chooseBranch')}</option>
                ) : null}
                {branches.map((branch) => (
                  <option key={branch.id} value={branch.id}>
                    {branch.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        )}
        <chakra.div>
          <Button type="submit" loading={form.isSending} loadingText={t('saving')}>
            {t('defaults.save')}
          </Button>
        </chakra.div>
      </Stack>
    </Form>
  );
}
