import { HStack, Text } from '@chakra-ui/react';
import type { FeatureCatalogueEntry, PlanId, PlanMatrixResponse } from '@clinio/contracts';
import { Button, FormAlert, QueryState, toast, useT } from '@clinio/design-system';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '../../common/errors';
import { PageBody, PageHeader } from '../../common/page-header';
import { catalog } from '../catalog';
import { FeatureDialog } from './feature-dialog';
import {
  cellKey,
  changedCells,
  groupByCategory,
  shownValue,
  toggleCell,
  type MatrixDraft,
} from './matrix-draft';
import { MatrixTable } from './matrix-table';

/** Leaving the page (reload, closing the tab) with unsaved ticks asks first. */
function useWarnBeforeUnload(isDirty: boolean) {
  useEffect(() => {
    if (!isDirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
}

/** /system-admin/plans: which plan has which feature, and each feature's own settings. */
export function PlansPage() {
  const t = useT(catalog);
  const { api } = useRemote();
  const loaded = useEndpointQuery('getSystemPlanMatrix', {});
  const [latest, setLatest] = useState<PlanMatrixResponse | null>(null);
  const [draft, setDraft] = useState<MatrixDraft>({});
  const [isSaving, setIsSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [editing, setEditing] = useState<FeatureCatalogueEntry | null>(null);
  const data = latest ?? loaded.data;
  const changes = data ? changedCells(data.features, data.matrix, draft) : [];
  const savedMatrix = data?.matrix;
  // Stable while the saved matrix is, so the table's rows re-render only when their own cells change.
  const toggle = useCallback(
    (featureKey: string, plan: PlanId, isEnabled: boolean) => {
      if (savedMatrix !== undefined)
        setDraft((current) => toggleCell(savedMatrix, current, { featureKey, plan, isEnabled }));
    },
    [savedMatrix],
  );
  useWarnBeforeUnload(changes.length > 0);

  async function save() {
    if (changes.length === 0) return;
    setIsSaving(true);
    setSaveError(null);
    try {
      const next = await api.call('setSystemPlanMatrix', { body: { cells: changes } });
      setLatest(next);
      setDraft({});
      toast.success(t('plans.saved', { count: changes.length }));
    } catch (error) {
      setSaveError(messageOf(error));
    } finally {
      setIsSaving(false);
    }
  }

  async function reloadAfterEdit() {
    try {
      setLatest(await api.call('getSystemPlanMatrix'));
    } catch {
      loaded.reload();
    }
  }

  return (
    <PageBody>
      <PageHeader title={t('plans.title')} lead={t('plans.lead')} />
      <QueryState query={loaded} hasData={data !== null} label={t('plans.loading')}>
        {data ? (
          <>
            <HStack
              position="sticky"
              top="0"
              zIndex="1"
              bg="bg"
              py="3"
              mb="4"
              gap="3"
              wrap="wrap"
              borderBottomWidth="1px"
            >
              <Text
                role="status"
                flex="1"
                minWidth="12rem"
                color={changes.length > 0 ? 'orange.700' : 'fg.muted'}
              >
                {changes.length > 0 ? t('plans.unsaved', { count: changes.length }) : t('plans.allSaved')}
              </Text>
              <Button
                variant="ghost"
                disabled={changes.length === 0 || isSaving}
                onClick={() => setDraft({})}
              >
                {t('plans.discard')}
              </Button>
              <Button
                disabled={changes.length === 0}
                loading={isSaving}
                loadingText={t('plans.saving')}
                onClick={() => void save()}
              >
                {t('plans.save')}
              </Button>
            </HStack>
            {saveError !== null ? <FormAlert>{saveError}</FormAlert> : null}
            {groupByCategory(data.features).map((group) => (
              <MatrixTable
                key={group.category}
                category={group.category}
                features={group.features}
                disabled={isSaving}
                isChecked={(featureKey: string, plan: PlanId) =>
                  shownValue(data.matrix, draft, featureKey, plan)
                }
                isChanged={(featureKey: string, plan: PlanId) =>
                  changes.some((cell) => cellKey(cell.feature_key, cell.plan) === cellKey(featureKey, plan))
                }
                onToggle={toggle}
                onEdit={setEditing}
              />
            ))}
          </>
        ) : null}
      </QueryState>
      {editing ? (
        <FeatureDialog
          feature={editing}
          onClose={() => setEditing(null)}
          onSaved={(feature) => {
            toast.success(t('plans.featureSaved', { name: feature.name }));
            setEditing(null);
            void reloadAfterEdit();
          }}
        />
      ) : null}
    </PageBody>
  );
}
