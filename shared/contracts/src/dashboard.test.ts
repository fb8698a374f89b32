import { attentionItems, type DashboardOpenItems, type SubscriptionSummary } from './index';

const nothing: DashboardOpenItems = {
  unread_notifications: 0,
  own_two_factor_off: false,
  invitations_waiting: null,
  invitations_expired: null,
  staff_without_two_factor: null,
  subscription: null,
};

const trial = (days: number): SubscriptionSummary => ({
  plan: 'trial',
  plan_name: 'Trial',
  price: '$0',
  monthly_price_usd: 0,
  status: 'trial',
  trial_ends_at: new Date().toISOString(),
  trial_days_left: days,
});

describe('attentionItems', () => {
  it('is empty when nothing needs doing (zeros and nulls alike)', () => {
    expect(attentionItems(nothing)).toEqual([]);
    expect(
      attentionItems({
        ...nothing,
        invitations_waiting: 0,
        invitations_expired: 0,
        staff_without_two_factor: 0,
      }),
    ).toEqual([]);
  });

  it('says each open item once, in words with the right number', () => {
    const items = attentionItems({
      unread_notifications: 1,
      own_two_factor_off: true,
      invitations_waiting: 2,
      invitations_expired: 1,
      staff_without_two_factor: 3,
      subscription: null,
    });
    expect(items.map((item) => item.text)).toEqual([
      '1 invitation has expired before being accepted. Send it again from Staff.',
      '3 active staff members sign in without two-factor authentication.',
      'You have 1 unread notification.',
      '2 invitations are waiting to be accepted.',
      'Protect your account: turn on two-factor authentication in My Settings.',
    ]);
    expect(items.find((item) => item.key === 'notifications')?.to).toBe(
      '/dashboard/notifications?unread=true',
    );
  });

  it('counts a trial down and warns in its last three days', () => {
    expect(attentionItems({ ...nothing, subscription: trial(10) })[0]).toMatchObject({
      text: 'Your free trial ends in 10 days. Choose a plan to keep every feature.',
      tone: 'info',
    });
    expect(attentionItems({ ...nothing, subscription: trial(1) })[0]).toMatchObject({
      text: 'Your free trial ends in 1 day. Choose a plan to keep every feature.',
      tone: 'warning',
    });
    expect(attentionItems({ ...nothing, subscription: trial(0) })[0]?.text).toBe(
      'Your free trial ends today. Choose a plan to keep every feature.',
    );
  });

  it('puts a subscription that blocks work first', () => {
    const items = attentionItems({
      ...nothing,
      unread_notifications: 5,
      subscription: { ...trial(0), status: 'expired', trial_days_left: null },
    });
    expect(items[0]).toMatchObject({ key: 'subscription', tone: 'danger' });
    expect(items[0]?.to).toBe('/dashboard/admin/subscription-management');
    expect(attentionItems({ ...nothing, subscription: { ...trial(0), status: 'active' } })).toEqual([]);
  });
});
