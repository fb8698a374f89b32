import { Registry } from '@clinio/contracts';
import { CONTRACT_VERSION, defineExtension, useRemote } from '@clinio/platform';
import { createTestRemoteProps } from '@clinio/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import { createExtensionHost } from './extension-host';

const registry = Registry.parse({
  schemaVersion: 1,
  remotes: [
    {
      name: 'appointments',
      version: '1.0.0',
      manifestUrl: '/mfe/appointments/1.0.0/mf-manifest.json',
      contractVersion: CONTRACT_VERSION,
      routes: ['/dashboard/appointments/*'],
      extensions: [
        {
          slot: 'patient-chart.tab',
          module: './chart-tab',
          title: 'Appointments',
          order: 10,
          permission: 'appointments_read',
        },
      ],
    },
    {
      name: 'billing',
      version: '1.0.0',
      manifestUrl: '/mfe/billing/1.0.0/mf-manifest.json',
      contractVersion: CONTRACT_VERSION,
      routes: ['/dashboard/clinical-billing/*'],
      requiredFeature: 'clinical_billing',
      extensions: [{ slot: 'patient-chart.tab', module: './chart-tab', title: 'Invoices', order: 50 }],
    },
    {
      name: 'forms',
      version: '1.0.0',
      manifestUrl: '/mfe/forms/1.0.0/mf-manifest.json',
      contractVersion: CONTRACT_VERSION,
      routes: ['/forms/*'],
      extensions: [
        {
          slot: 'patient-chart.tab',
          module: './consents-tab',
          title: 'Consents',
          order: 30,
          feature: 'consent_management',
        },
        { slot: 'patient-chart.tab', module: './forms-tab', title: 'Forms', order: 20 },
        { slot: 'tenant-dashboard.panel', module: './forms-panel', title: 'Forms to review' },
      ],
    },
  ],
});

const user = (permissions: string[]) => ({
  user: {
    id: 'u1',
    username: 'pat',
    email: 'pat@clinic.example',
    firstName: null,
    lastName: null,
    profilePicture: null,
    role: { name: 'provider', permissions },
  },
});

function hostFor(permissions: string[], features: string[], load = jest.fn()) {
  return createExtensionHost({
    registry,
    auth: user(permissions),
    canUse: (feature) => features.includes(feature),
    propsFor: () => createTestRemoteProps(),
    load,
  });
}

describe('which fillers a slot gets', () => {
  it('lists every permitted filler of the slot, in order', () => {
    const host = hostFor(['appointments_read'], ['clinical_billing', 'consent_management']);
    expect(host.fillers('patient-chart.tab').map((filler) => filler.title)).toEqual([
      'Appointments',
      'Forms',
      'Consents',
      'Invoices',
    ]);
    expect(host.fillers('tenant-dashboard.panel')).toEqual([
      {
        remote: 'forms',
        module: './forms-panel',
        slot: 'tenant-dashboard.panel',
        title: 'Forms to review',
        order: 100,
      },
    ]);
  });

  it("leaves out what the user's permissions or plan close, and a whole remote the plan lacks", () => {
    const host = hostFor([], []);
    expect(host.fillers('patient-chart.tab').map((filler) => filler.title)).toEqual(['Forms']);
  });
});

it('mounts a filler in the host element with the slot props, updates and unmounts it', async () => {
  function PatientTab({ patientId }: { patientId: string }) {
    const { auth } = useRemote();
    return <p>{`Appointments of ${patientId} (${auth.status})`}</p>;
  }
  const module = defineExtension({ name: 'appointments', slot: 'patient-chart.tab', Component: PatientTab });
  const load = jest.fn(() => Promise.resolve(module));
  const host = hostFor(['appointments_read'], [], load);
  const [filler] = host.fillers('patient-chart.tab');
  if (!filler) throw new Error('no filler');
  const element = document.createElement('div');
  document.body.append(element);

  const mounted = await host.mount(filler, element, { patientId: 'p-1' });
  expect(load).toHaveBeenCalledWith(expect.objectContaining({ name: 'appointments' }), filler);
  expect(await screen.findByText('Appointments of p-1 (signed-out)')).toBeInTheDocument();

  await mounted.update({ patientId: 'p-2' });
  expect(await screen.findByText('Appointments of p-2 (signed-out)')).toBeInTheDocument();

  await mounted.unmount();
  await waitFor(() => expect(screen.queryByText(/Appointments of/)).not.toBeInTheDocument());
});
