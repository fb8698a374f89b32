import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN } from '../testing/render-app';
import { openSettings, settingsApi } from '../testing/settings-api';

const FEED_URL = 'https://app.example/api/calendar-feeds/abcdefghijklmnopqrstuvwxyz012345.ics';

it('makes the calendar link, shows it once to copy, and turns it off after a confirmation', async () => {
  let active = false;
  const api = settingsApi()
    .on(`GET /api/providers/${ADMIN.id}/calendar-feed`, () => ({
      provider_id: ADMIN.id,
      active,
      created_at: active ? '2026-11-25T10:00:00Z' : null,
    }))
    .on(`POST /api/providers/${ADMIN.id}/calendar-feed`, () => {
      active = true;
      return { provider_id: ADMIN.id, url: FEED_URL, created_at: '2026-11-25T10:00:00Z' };
    })
    .on(`DELETE /api/providers/${ADMIN.id}/calendar-feed`, () => {
      active = false;
      return null;
    });
  await openSettings(api);
  const section = within(screen.getByRole('region', { name: 'Calendar link' }));
  expect(await section.findByText('You have no calendar link.')).toBeInTheDocument();
  await userEvent.click(section.getByRole('button', { name: 'Make my calendar link' }));
  expect(await section.findByDisplayValue(FEED_URL)).toBeInTheDocument();
  await userEvent.click(await section.findByRole('button', { name: 'Turn the link off' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
  await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true));
  expect(await section.findByText('You have no calendar link.')).toBeInTheDocument();
});
