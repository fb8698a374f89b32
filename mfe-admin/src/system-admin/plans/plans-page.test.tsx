import { normalizePlan, type PlanMatrixResponse } from '@clinio/contracts';
import { toast } from '@clinio/design-system';
import { createMockApi, type MockApi } from '@clinio/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openSystemAdminPage, planMatrixResponse } from '../../testing/system-admin';

const MATRIX = '/api/system-admin/plan-matrix';

function plansApi(matrix: PlanMatrixResponse = planMatrixResponse()): MockApi {
  return createMockApi()
    .on(`GET ${MATRIX}`, () => matrix)
    .on(`PUT ${MATRIX}`, () => matrix);
}

async function openPlans(api = plansApi()) {
  await openSystemAdminPage('/system-admin/plans', 'Plans & features', api);
  await screen.findByText('All changes saved');
}

/**
 * A cell's checkbox, looked for in its feature's row: a role query over the whole page works out
 * the accessible name of each of the matrix's ~200 checkboxes, most of this file's time.
 */
function box(feature: string, plan: string) {
  const row = screen.getByText(feature).closest('tr');
  if (row === null) throw new Error(`no row for ${feature}`);
  return within(row).getByRole('checkbox', { name: new RegExp(`^${feature} on ${plan}`) });
}

it('groups the features by category with a checkbox per plan, as saved', async () => {
  const matrix = planMatrixResponse();
  await openPlans(plansApi(matrix));
  expect(screen.getByRole('heading', { level: 2, name: 'Analytics' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Clinical' })).toBeInTheDocument();
  const notes = matrix.features.find((feature) => feature.feature_key === 'provider_notes')!;
  expect(box(notes.name, 'Trial')).not.toBeChecked();
  expect(box(notes.name, 'Essential')).toBeChecked();
  expect(screen.getByRole('status')).toHaveTextContent('All changes saved');
  expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
});

it('tracks unsaved changes and saves only the cells that changed', async () => {
  const success = jest.spyOn(toast, 'success');
  const matrix = planMatrixResponse();
  const api = plansApi(matrix);
  await openPlans(api);
  const notes = matrix.features.find((feature) => feature.feature_key === 'provider_notes')!.name;
  const reminders = matrix.features.find((feature) => feature.feature_key === 'reminders')!.name;

  await userEvent.click(box(notes, 'Trial'));
  await userEvent.click(box(reminders, 'Enterprise'));
  await userEvent.click(box(reminders, 'Pro'));
  // Ticked back as saved: no longer a change.
  await userEvent.click(box(reminders, 'Pro'));
  expect(screen.getByRole('status')).toHaveTextContent('2 unsaved changes');
  expect(box(notes, 'Trial')).toHaveAccessibleName(`${notes} on Trial (unsaved)`);

  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(success).toHaveBeenCalledWith('Plan matrix saved (2 changes)'));
  const put = api.calls.find((call) => call.method === 'PUT');
  expect(put?.body).toEqual({
    cells: expect.arrayContaining([
      { feature_key: 'provider_notes', plan: 'trial', is_enabled: true },
      { feature_key: 'reminders', plan: 'enterprise', is_enabled: false },
    ]) as unknown,
  });
  expect((put?.body as { cells: unknown[] }).cells).toHaveLength(2);
});

it('discards the unsaved changes', async () => {
  const matrix = planMatrixResponse();
  await openPlans(plansApi(matrix));
  const notes = matrix.features.find((feature) => feature.feature_key === 'provider_notes')!.name;
  await userEvent.click(box(notes, 'Trial'));
  expect(box(notes, 'Trial')).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
  expect(screen.getByRole('status')).toHaveTextContent('All changes saved');
  expect(box(notes, 'Trial')).not.toBeChecked();
});

it('edits one feature, sending only the changed fields', async () => {
  const matrix = planMatrixResponse();
  const telemedicine = matrix.features.find((feature) => feature.feature_key === 'telemedicine')!;
  const api = plansApi(matrix).on('PATCH /api/system-admin/features/telemedicine', () => ({
    ...telemedicine,
    name: 'Video visits',
    is_active: false,
    plans: {},
    required_plan: 'pro',
  }));
  await openPlans(api);
  await userEvent.click(screen.getByRole('button', { name: `Edit ${telemedicine.name}` }));
  const dialog = within(await screen.findByRole('dialog', { name: `Edit ${telemedicine.name}` }));
  await userEvent.clear(dialog.getByLabelText(/Name/));
  await userEvent.click(dialog.getByRole('button', { name: 'Save feature' }));
  expect(await dialog.findByText('Enter a name')).toBeInTheDocument();

  await userEvent.type(dialog.getByLabelText(/Name/), 'Video visits');
  await userEvent.click(dialog.getByRole('switch', { name: 'Active' }));
  const tier = normalizePlan(telemedicine.requires_plan_tier) === 'pro' ? 'essential' : 'pro';
  await userEvent.selectOptions(dialog.getByLabelText('Required plan tier'), tier);
  await userEvent.click(dialog.getByRole('button', { name: 'Save feature' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
    name: 'Video visits',
    is_active: !telemedicine.is_active,
    requires_plan_tier: tier,
  });
});
