import {
  BUS_EVENTS,
  DEFAULT_PLAN_MATRIX,
  FEATURE_ACCESS_TEXT,
  type BusEventType,
  type PlanMatrixResponse,
} from '@clinio/contracts';
import { toast } from '@clinio/design-system';
import { createEventBus } from '@clinio/platform';
import { apiError, deferred } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate } from '../common/format';
import { ADMIN, FRONT_DESK, SUPER_ADMIN, openPage } from '../testing/render-app';
import { PLAN_MATRIX, buildSubscription, subscriptionApi } from '../testing/subscription-fixtures';

const TITLE = 'Subscription management';
const PATH = '/dashboard/admin/subscription-management';

/** Opens the page and waits for the subscription (or its failure) to arrive. */
async function openSubscription(api = subscriptionApi(), user = SUPER_ADMIN, path = PATH) {
  const view = await openPage(path, TITLE, { api, user });
  await waitFor(() => expect(screen.queryByText('Loading subscription…')).not.toBeInTheDocument());
  return view;
}
// hidden: a dialog on top hides the page from the accessibility tree, not from these checks.
const currentPlan = () => within(screen.getByRole('region', { name: 'Current plan', hidden: true }));
const plans = () => within(screen.getByRole('region', { name: 'Plans', hidden: true }));
/** The marks of one feature's row, plan by plan (Trial, Essential, Pro, Enterprise). */
const marksOf = (feature: string) =>
  within(screen.getByRole('rowheader', { name: feature }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the current plan, in words a clinic owner understands', () => {
  it('shows a trial with its days left and its end date', async () => {
    await openSubscription();
    expect(await currentPlan().findByText('Trial')).toBeInTheDocument();
    expect(currentPlan().getByText('Free')).toBeInTheDocument();
    expect(currentPlan().getByText('Free trial')).toBeInTheDocument();
    expect(
      currentPlan().getByText(
        `9 days left in your free trial: it ends on ${formatDate('2026-12-06T10:00:00Z')}.`,
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(document.title).toBe('Subscription management — Clinio');
  });

  it('says so when the trial ends today', async () => {
    await openSubscription(subscriptionApi(buildSubscription({ trial_days_left: 0 })));
    expect(await currentPlan().findByText(/Your free trial ends today/)).toBeInTheDocument();
  });

  it.each([
    ['active', 'pro', 'Pro', '$99/month', 'Active', 'Your subscription is active.'],
    [
      'past_due',
      'essential',
      'Essential',
      '$49/month',
      'Payment overdue',
      'Everything keeps working for now',
    ],
    [
      'canceled',
      'essential',
      'Essential',
      '$49/month',
      'Canceled',
      'until the end of the period already paid',
    ],
    ['active', 'enterprise', 'Enterprise', 'Contact Sales', 'Active', 'agreed with our sales team'],
  ] as const)('shows %s on %s', async (status, plan, name, price, badge, words) => {
    await openSubscription(subscriptionApi(buildSubscription({ plan, status })));
    expect(await currentPlan().findByText(name)).toBeInTheDocument();
    expect(currentPlan().getByText(price)).toBeInTheDocument();
    expect(currentPlan().getByText(badge)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Current plan' })).toHaveTextContent(words);
    expect(screen.queryByText(/Expired - Limited Access/)).not.toBeInTheDocument();
  });

  it('warns that most features are disabled once the trial has expired', async () => {
    await openSubscription(subscriptionApi(buildSubscription({ status: 'expired', trial_days_left: null })));
    expect(await screen.findByText('Trial Expired - Limited Access')).toBeInTheDocument();
    expect(screen.getByText(/Subscription management stays available/)).toHaveTextContent(
      'Most features are disabled until you upgrade. Subscription management stays available: choose a plan below',
    );
    expect(currentPlan().getByText('Expired')).toBeInTheDocument();
    expect(plans().getByRole('button', { name: 'Choose Essential' })).toBeInTheDocument();
  });

  it('tells others who may act on an expired paid plan', async () => {
    await openSubscription(
      subscriptionApi(buildSubscription({ plan: 'pro', status: 'expired', can_change_plan: false })),
      ADMIN,
    );
    expect(await screen.findByText('Subscription Expired - Limited Access')).toBeInTheDocument();
    expect(screen.getByText(/Ask a super admin of your clinic to choose a plan/)).toBeInTheDocument();
  });
});

describe('the plan comparison', () => {
  it('marks each plan-gated feature per plan, from the plan matrix', async () => {
    const matrix: PlanMatrixResponse = {
      features: PLAN_MATRIX.features.map((feature) => {
        if (feature.feature_key === 'provider_notes') return { ...feature, name: 'Clinical Notes' };
        if (feature.feature_key === 'templates') return { ...feature, is_active: false };
        return feature;
      }),
      matrix: {
        ...DEFAULT_PLAN_MATRIX,
        provider_notes: {
          trial: { is_enabled: false },
          essential: { is_enabled: false },
          pro: { is_enabled: true },
          enterprise: { is_enabled: true },
        },
      },
    };
    await openSubscription(subscriptionApi(buildSubscription(), matrix));
    const table = await screen.findByRole('region', { name: 'Plan comparison table' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Feature',
      'TrialFreeCurrent',
      'Essential$49/month',
      'Pro$99/month',
      'EnterpriseContact Sales',
    ]);
    expect(marksOf('Clinical Notes')).toEqual(['Not included', 'Not included', 'Included', 'Included']);
    expect(marksOf('Clinical Billing')).toEqual(['Not included', 'Not included', 'Included', 'Included']);
    expect(marksOf('Subscription Management')).toEqual(['Included', 'Included', 'Included', 'Included']);
    // 14 plan-gated features, one switched off in the catalogue: no row for it.
    expect(within(table).getAllByRole('rowheader')).toHaveLength(13);
    expect(within(table).queryByRole('rowheader', { name: 'Templates' })).not.toBeInTheDocument();
  });

  it('shows the server detail when the matrix cannot load, and the plan still', async () => {
    const api = subscriptionApi().on('GET /api/features/plan-matrix', () => {
      throw apiError(503, {
        detail: 'Plans are being updated. Try again shortly.',
        code: 'service_unavailable',
      });
    });
    await openSubscription(api);
    expect(await screen.findByRole('alert')).toHaveTextContent('Plans are being updated. Try again shortly.');
    expect(currentPlan().getByText('Trial')).toBeInTheDocument();
  });
});

describe('changing the plan', () => {
  function everyEvent(bus: ReturnType<typeof createEventBus>) {
    const seen: string[] = [];
    for (const type of Object.keys(BUS_EVENTS) as BusEventType[]) bus.subscribe(type, () => seen.push(type));
    return seen;
  }

  it('lets a super admin choose a plan, confirm its price and see it at once', async () => {
    const success = jest.spyOn(toast, 'success');
    const api = subscriptionApi().on('POST /api/subscription/change-plan', () =>
      buildSubscription({ plan: 'pro', status: 'active' }),
    );
    const bus = createEventBus();
    const published = everyEvent(bus);
    await openPage(PATH, TITLE, { api, user: SUPER_ADMIN, bus });
    await screen.findByRole('region', { name: 'Plans' });
    expect(plans().queryByRole('button', { name: /Trial/ })).not.toBeInTheDocument();

    await userEvent.click(await plans().findByRole('button', { name: 'Choose Pro' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch to the Pro plan?' });
    expect(dialog).toHaveTextContent('The Pro plan costs $99/month.');
    expect(dialog).toHaveTextContent('Payment collection comes with billing');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch to Pro' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/subscription/change-plan', body: { plan: 'pro' }, endpoint: 'changePlan' },
    ]);
    expect(success).toHaveBeenCalledWith('Your clinic is now on the Pro plan');
    expect(currentPlan().getByText('Pro')).toBeInTheDocument();
    expect(currentPlan().getByText('$99/month')).toBeInTheDocument();
    expect(currentPlan().getByText('Active')).toBeInTheDocument();
    expect(plans().queryByRole('button', { name: 'Choose Pro' })).not.toBeInTheDocument();
    expect(plans().getByRole('button', { name: 'Choose Essential' })).toBeInTheDocument();
    // The answer is the new state: no second GET, and nothing on the bus.
    expect(api.calls.filter((call) => call.url === '/api/subscription')).toHaveLength(1);
    expect(published).toEqual([]);
  });

  it('names what a downgrade locks, and says "Switching..." while it runs', async () => {
    const answer = deferred<unknown>();
    const api = subscriptionApi(buildSubscription({ plan: 'pro', status: 'active' })).on(
      'POST /api/subscription/change-plan',
      () => answer.promise,
    );
    await openSubscription(api);
    await userEvent.click(await plans().findByRole('button', { name: 'Choose Essential' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch to the Essential plan?' });
    expect(dialog).toHaveTextContent('The Essential plan costs $49/month.');
    expect(dialog).toHaveTextContent(/Essential does not include .*Clinical Billing/);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch to Essential' }));
    expect(await within(dialog).findByText('Switching...')).toBeInTheDocument();
    answer.resolve(buildSubscription({ plan: 'essential', status: 'active' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(currentPlan().getByText('Essential')).toBeInTheDocument();
  });

  it('offers no renewal of a plan that runs or is only overdue', async () => {
    await openSubscription(subscriptionApi(buildSubscription({ plan: 'essential', status: 'past_due' })));
    expect(plans().queryByRole('button', { name: /Essential/ })).not.toBeInTheDocument();
    expect(
      plans()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Choose Pro', 'Choose Enterprise']);
  });

  it('offers to renew the current plan once it has lapsed, and the price of Enterprise is with sales', async () => {
    await openSubscription(subscriptionApi(buildSubscription({ plan: 'essential', status: 'canceled' })));
    expect(await plans().findByRole('button', { name: 'Renew Essential' })).toBeInTheDocument();
    await userEvent.click(plans().getByRole('button', { name: 'Choose Enterprise' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch to the Enterprise plan?' });
    expect(dialog).toHaveTextContent('The Enterprise price is agreed with our sales team (Contact Sales).');
  });

  it("keeps the dialog open with the server's detail when the change fails", async () => {
    const api = subscriptionApi().on('POST /api/subscription/change-plan', () => {
      throw apiError(403, { detail: 'Only super admins can change the plan', code: 'permission_denied' });
    });
    await openSubscription(api);
    await userEvent.click(await plans().findByRole('button', { name: 'Choose Essential' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch to the Essential plan?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch to Essential' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only super admins can change the plan',
    );
    expect(currentPlan().getByText('Trial')).toBeInTheDocument();
  });
});

describe.each([
  ['an admin', ADMIN],
  ['front desk', FRONT_DESK],
])('for %s', (_who, user) => {
  it('is view only, with no way to change the plan', async () => {
    const api = subscriptionApi(buildSubscription({ can_change_plan: false }));
    await openSubscription(api, user);
    expect(await screen.findByText(FEATURE_ACCESS_TEXT.subscriptionViewOnly)).toBeInTheDocument();
    expect(FEATURE_ACCESS_TEXT.subscriptionViewOnly).toBe('View only - Contact support for changes');
    expect(currentPlan().getByText('Trial')).toBeInTheDocument();
    expect(plans().queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('button', { name: /Choose|Renew|Switch/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Plan comparison table' })).toBeInTheDocument();
  });
});

it("is the same screen at spec 2.11's /dashboard/subscription-management", async () => {
  await openSubscription(subscriptionApi(), SUPER_ADMIN, '/dashboard/subscription-management');
  expect(await currentPlan().findByText('Trial')).toBeInTheDocument();
});

it("shows the server's detail when the subscription cannot load, with a retry", async () => {
  let fail = true;
  const api = subscriptionApi().on('GET /api/subscription', () => {
    if (fail) throw apiError(500, { detail: 'The billing service did not answer', code: 'internal_error' });
    return buildSubscription();
  });
  await openSubscription(api);
  expect(await screen.findByRole('alert')).toHaveTextContent('The billing service did not answer');
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await currentPlan().findByText('Trial')).toBeInTheDocument();
});
