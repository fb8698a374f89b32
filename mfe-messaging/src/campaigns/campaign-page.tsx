import { DataList, Field, HStack, Heading, Input, Link, Progress, Stack, Text } from '@chakra-ui/react';
import {
  Button,
  ConfirmDialog,
  DateTimeText,
  FormAlert,
  QueryState,
  StatCard,
  StatGrid,
  toast,
  useT,
} from '@clinio/design-system';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { catalog } from '../catalog';
import { useMay } from '../common/access';
import { Page } from '../common/page';
import { MESSAGE_STATUSES, type Campaign } from '../common/types';
import { PATHS } from '../paths';
import { CampaignStatus, progressOf } from './campaign-status';

const RESULT_KEYS = MESSAGE_STATUSES.filter((status) => status !== 'received' && status !== 'sending');

/** Send now or at a time (the browser's local time, sent as an instant). */
function SendControls({ campaign, onChanged }: { campaign: Campaign; onChanged: () => void }) {
  const t = useT(catalog);
  const { api } = useRemote();
  const [at, setAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  async function send(later: boolean) {
    setError(null);
    if (later && (at === '' || Number.isNaN(new Date(at).getTime()))) {
      setError(t('campaign.badTime'));
      return;
    }
    setIsSending(true);
    try {
      await api.call('sendCampaign', {
        params: { id: campaign.id },
        body: later ? { send_at: new Date(at).toISOString() } : {},
      });
      toast.success(later ? t('campaign.scheduled') : t('campaign.started'));
      onChanged();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('campaign.sendFailed'));
    } finally {
      setIsSending(false);
    }
  }

  return (
    <Stack as="section" aria-labelledby="send-heading" gap="3" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" id="send-heading" fontSize="lg">
        {t('campaign.sendTitle')}
      </Heading>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <HStack gap="3" wrap="wrap" align="end">
        <Button onClick={() => void send(false)} loading={isSending}>
          {t('campaign.sendNow')}
        </Button>
        <Field.Root maxW="260px">
          <Field.Label>{t('campaign.sendAt')}</Field.Label>
          <Input type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} />
        </Field.Root>
        <Button variant="outline" onClick={() => void send(true)} disabled={isSending}>
          {t('campaign.schedule')}
        </Button>
      </HStack>
    </Stack>
  );
}

/** /dashboard/campaigns/{id}: one campaign, sending it, its progress and results, cancelling it. */
export function CampaignPage() {
  const t = useT(catalog);
  const may = useMay();
  const { api } = useRemote();
  const { id = '' } = useParams();
  // No single-campaign read: the list is short and carries the results.
  const campaigns = useEndpointQuery(
    'listCampaigns',
    {},
    {
      refetchInterval: (data) =>
        data?.items.some(
          (item) => item.id === id && (item.status === 'sending' || item.status === 'scheduled'),
        )
          ? 5000
          : false,
    },
  );
  const templates = useEndpointQuery('listMessageTemplates', {});
  const campaign = campaigns.data?.items.find((item) => item.id === id) ?? null;
  const [isCancelling, setIsCancelling] = useState(false);
  const canManage = may('campaigns_manage');
  const progress = campaign ? progressOf(campaign.results) : { total: 0, done: 0 };
  const notFound = campaigns.data !== null && campaign === null;
  return (
    <Page title={campaign?.name ?? t('campaign.title')} documentTitle={t('campaign.documentTitle')}>
      <Link asChild alignSelf="start">
        <RouterLink to={PATHS.campaigns}>{t('campaign.back')}</RouterLink>
      </Link>
      <QueryState
        query={{
          ...campaigns,
          error: notFound ? t('campaign.notFound') : campaigns.error === null ? null : t('campaign.failed'),
        }}
        hasData={campaign !== null}
        label={t('campaign.loading')}
      >
        {campaign ? (
          <Stack gap="6">
            <DataList.Root orientation="horizontal">
              <DataList.Item>
                <DataList.ItemLabel>{t('campaigns.state')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <CampaignStatus status={campaign.status} />
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('campaigns.template')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  {templates.data?.items.find((template) => template.id === campaign.template_id)?.name ??
                    '—'}
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('campaigns.throttle')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  {t('campaign.perMinute', { count: campaign.throttle_per_minute })}
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('campaigns.sendAt')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  {campaign.send_at ? <DateTimeText value={campaign.send_at} /> : '—'}
                </DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            {campaign.status === 'draft' && canManage ? (
              <SendControls campaign={campaign} onChanged={campaigns.reload} />
            ) : null}
            {campaign.preparing ? (
              <Progress.Root
                value={progress.total}
                max={Math.max(campaign.recipients ?? 0, progress.total)}
                maxW="md"
              >
                <Progress.Label>
                  {t('campaign.preparing', { done: progress.total, total: campaign.recipients ?? 0 })}
                </Progress.Label>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            ) : null}
            {progress.total > 0 ? (
              <Stack as="section" aria-labelledby="results-heading" gap="3">
                <Heading as="h2" id="results-heading" fontSize="lg">
                  {t('campaign.results')}
                </Heading>
                <Progress.Root value={progress.done} max={progress.total} maxW="md">
                  <Progress.Label>{t('campaigns.progressValue', progress)}</Progress.Label>
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
                <StatGrid label={t('campaign.results')}>
                  {RESULT_KEYS.map((status) => (
                    <StatCard
                      key={status}
                      label={t(`status.${status}`)}
                      value={String(campaign.results[status] ?? 0)}
                    />
                  ))}
                  <StatCard label={t('campaign.replies')} value={String(campaign.replies)}>
                    {t('campaign.repliesHint')}
                  </StatCard>
                </StatGrid>
                <Link asChild alignSelf="start">
                  <RouterLink to={`${PATHS.history}?campaign_id=${campaign.id}`}>
                    {t('campaign.messages')}
                  </RouterLink>
                </Link>
              </Stack>
            ) : campaign.preparing ? null : (
              <Text color="fg.muted">{t('campaign.noMessages')}</Text>
            )}
            {canManage && (campaign.status === 'sending' || campaign.status === 'scheduled') ? (
              <Button variant="danger" alignSelf="start" onClick={() => setIsCancelling(true)}>
                {t('campaign.cancel')}
              </Button>
            ) : null}
          </Stack>
        ) : null}
      </QueryState>
      <ConfirmDialog
        isOpen={isCancelling}
        title={t('campaign.cancelTitle')}
        message={t('campaign.cancelMessage')}
        confirmLabel={t('campaign.cancel')}
        pendingLabel={t('campaign.cancelling')}
        isDestructive
        onConfirm={() => api.call('cancelCampaign', { params: { id } })}
        onDone={() => {
          setIsCancelling(false);
          toast.success(t('campaign.cancelled'));
          campaigns.reload();
        }}
        onClose={() => setIsCancelling(false)}
      />
    </Page>
  );
}
