import { Link, Table } from '@chakra-ui/react';
import { Button, DateTimeText, useT } from '@clinio/design-system';
import { useEndpointQuery } from '@clinio/platform';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { catalog } from '../catalog';
import { useMay } from '../common/access';
import { Page } from '../common/page';
import { ListTable } from '../common/list-table';
import { campaignPath } from '../paths';
import { CampaignDialog } from './campaign-dialog';
import { CampaignStatus, progressOf } from './campaign-status';

/** /dashboard/campaigns: the clinic's campaigns, their state and progress; a new one starts as a draft. */
export function CampaignsPage() {
  const t = useT(catalog);
  const may = useMay();
  const navigate = useNavigate();
  const campaigns = useEndpointQuery('listCampaigns', {});
  const templates = useEndpointQuery('listMessageTemplates', {});
  const [isCreating, setIsCreating] = useState(false);
  return (
    <Page
      title={t('campaigns.title')}
      documentTitle={t('campaigns.documentTitle')}
      lead={t('campaigns.lead')}
      actions={
        may('campaigns_manage') ? (
          <Button onClick={() => setIsCreating(true)} disabled={templates.data === null}>
            {t('campaigns.new')}
          </Button>
        ) : null
      }
    >
      <ListTable
        query={campaigns}
        items={campaigns.data?.items ?? []}
        texts={{
          table: t('campaigns.table'),
          loading: t('campaigns.loading'),
          failed: t('campaigns.failed'),
          empty: t('campaigns.empty'),
          noun: t('campaigns.noun'),
        }}
        minWidth="640px"
        headers={[t('campaigns.name'), t('campaigns.state'), t('campaigns.sendAt'), t('campaigns.progress')]}
        row={(campaign) => {
          const progress = progressOf(campaign.results);
          return (
            <>
              <Table.Cell>
                <Link asChild>
                  <RouterLink to={campaignPath(campaign.id)}>{campaign.name}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell>
                <CampaignStatus status={campaign.status} />
              </Table.Cell>
              <Table.Cell>{campaign.send_at ? <DateTimeText value={campaign.send_at} /> : '—'}</Table.Cell>
              <Table.Cell>{progress.total === 0 ? '—' : t('campaigns.progressValue', progress)}</Table.Cell>
            </>
          );
        }}
      />
      {isCreating && templates.data ? (
        <CampaignDialog
          templates={templates.data.items.filter((template) => template.is_active)}
          onClose={() => setIsCreating(false)}
          onSaved={(id) => {
            setIsCreating(false);
            campaigns.reload();
            void navigate(campaignPath(id));
          }}
        />
      ) : null}
    </Page>
  );
}
