import { toCsv } from '@clinio/contracts';
import { RemoteHarness, createMockApi } from '@clinio/platform/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGE_ID, PATIENT_ID, message, openAt, page, staff } from '../testing/render';
import { Conversation } from './conversation';
import { messageColumns } from './export';

const historyApi = () =>
  createMockApi()
    .on('listMessages', () => page([message()]))
    .on('listCampaigns', () => ({ items: [] }))
    .on('getMessage', () => message())
    .on('listOptOuts', () => ({ items: [] }));

it('reads the filters from the URL, links each message to its timeline and the patient to the conversation', async () => {
  const api = historyApi();
  openAt('/dashboard/message-history?channel=sms&status=delivered&page=2', api);
  const table = await screen.findByRole('region', { name: 'Messages table' });
  expect(table).toHaveTextContent('Delivered');
  expect(api.calls.find((call) => call.endpoint === 'listMessages')?.query).toMatchObject({
    channel: 'sms',
    status: 'delivered',
    page: 2,
  });
  expect(screen.getByRole('link', { name: 'Maria Garcia' })).toHaveAttribute(
    'href',
    `/dashboard/message-history/patients/${PATIENT_ID}`,
  );
  await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'failed');
  await waitFor(() => expect((api.calls.at(-1)?.query as { status?: string }).status).toBe('failed'));
});

it("shows a message's delivery timeline", async () => {
  openAt(`/dashboard/message-history/messages/${MESSAGE_ID}`, historyApi());
  const timeline = await screen.findByRole('list', { name: 'Delivery timeline' });
  expect(timeline.textContent).toMatch(/Queued.*Sent.*Delivered/);
});

it('writes a CSV whose cells a spreadsheet cannot run as formulas', () => {
  const t = (key: string) => key;
  const csv = toCsv([message({ body: '=HYPERLINK("http://evil")' })], messageColumns(t));
  expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
});

it("the chart's Messages tab shows the conversation and the patient's opt-out", async () => {
  const api = historyApi().on('listOptOuts', () => ({
    items: [
      { channel: 'sms', address: '+15555550100', source: 'keyword', opted_out_at: '2026-11-21T10:00:00Z' },
    ],
  }));
  render(
    <RemoteHarness
      App={() => <Conversation patientId={PATIENT_ID} />}
      initialPath="/dashboard/patients"
      props={{ auth: staff('admin'), api }}
    />,
  );
  expect(await screen.findByRole('list', { name: 'Messages with the patient' })).toHaveTextContent(
    'Hi Maria, see you at 9:30 AM.',
  );
  expect(screen.getByText(/Opted out of SMS at \+15555550100/)).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Send a message' })).toBeInTheDocument();
});
