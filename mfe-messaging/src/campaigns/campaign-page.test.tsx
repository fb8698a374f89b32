import { createMockApi } from '@clinio/platform/testing';
import { screen } from '@testing-library/react';
import type { Campaign } from '../common/types';
import { TEMPLATE_ID, openAt, template } from '../testing/render';

const CAMPAIGN_ID = '00000000-0000-4000-8000-0000000000c1';

function campaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: CAMPAIGN_ID,
    name: 'Flu shots are here',
    template_id: TEMPLATE_ID,
    audience: { tags: ['flu'] },
    status: 'sending',
    send_at: '2026-11-20T14:00:00Z',
    throttle_per_minute: 60,
    recipients: 2400,
    preparing: true,
    results: { queued: 900, opted_out: 100 },
    replies: 0,
    created_at: '2026-11-20T13:00:00Z',
    ...overrides,
  };
}

const campaignApi = (item: Campaign) =>
  createMockApi()
    .on('listCampaigns', () => ({ items: [item] }))
    .on('listMessageTemplates', () => ({ items: [template()] }));

it('shows the messages being made after the send, counted against the audience', async () => {
  openAt(`/dashboard/campaigns/${CAMPAIGN_ID}`, campaignApi(campaign()));
  expect(await screen.findByText('Making the messages: 1000 of 2400')).toBeVisible();
  expect(screen.getAllByRole('progressbar')[0]).toHaveAttribute('aria-valuemax', '2400');
  expect(screen.queryByText(/No messages yet/)).toBeNull();
});

it('says nothing is being made once every message exists, and that a draft has none yet', async () => {
  openAt(
    `/dashboard/campaigns/${CAMPAIGN_ID}`,
    campaignApi(campaign({ status: 'draft', preparing: false, recipients: null, results: {} })),
  );
  expect(await screen.findByText(/No messages yet/)).toBeVisible();
  expect(screen.queryByText(/Making the messages/)).toBeNull();
});
