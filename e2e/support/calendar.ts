import type { Locator, Page } from '@playwright/test';
import { expect, remoteArea } from './fixtures';

/** The appointments remote's area of the page. */
export const calendar = (page: Page) => remoteArea(page, 'appointments');

/** The day view of one provider's calendar. */
export const dayUrl = (date: string, providerId: string) =>
  `/dashboard/appointments?view=day&date=${date}&providers=${providerId}`;

export const addMinutes = (time: string, minutes: number) => {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/** `YYYY-MM-DDTHH:mm:00±hh:mm` at the branch (the offset of that day, far from any clock change). */
export function zoned(date: string, time: string, timeZone: string): string {
  const noon = new Date(`${date}T12:00:00Z`);
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(noon)
    .find((part) => part.type === 'timeZoneName')!.value;
  const offset = name === 'GMT' ? '+00:00' : name.slice(3);
  return `${date}T${time}:00${offset}`;
}

/** A weekday at least three weeks ahead (never in the past, clear of today's bookings). */
export function weekday(offsetDays: number): string {
  const day = new Date(Date.now() + 21 * 86_400_000);
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  day.setUTCDate(day.getUTCDate() + offsetDays);
  return day.toISOString().slice(0, 10);
}

/** The grid's time slot at `time` in the only column shown. */
export async function slotAt(page: Page, time: string): Promise<Locator> {
  // The first open of the remote on a busy machine can take a while.
  await expect(calendar(page).locator('.rbc-time-gutter .rbc-timeslot-group').first()).toBeVisible({
    timeout: 30_000,
  });
  const labels = await calendar(page).locator('.rbc-time-gutter .rbc-timeslot-group').allInnerTexts();
  const hour = labels.findIndex((label) => label.trim().startsWith(time.slice(0, 2)));
  expect(hour, `the grid shows ${time}`).toBeGreaterThanOrEqual(0);
  const quarter = Number(time.slice(3)) / 15;
  return calendar(page)
    .locator('.rbc-day-slot')
    .first()
    .locator('.rbc-timeslot-group')
    .nth(hour)
    .locator('.rbc-time-slot')
    .nth(quarter);
}

/** A click on an empty slot (the grid's event layer lies over the slots, so by position). */
export async function clickSlot(page: Page, slot: Locator) {
  await slot.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = (await slot.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** In the open New appointment dialog: picks the patient Rowan `family`, books, and sees it confirmed. */
export async function bookRowanInDialog(page: Page, family: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'New appointment' });
  await dialog.getByRole('combobox', { name: 'Patient' }).fill(family);
  await dialog.getByRole('option', { name: new RegExp(family) }).click();
  await dialog.getByRole('button', { name: 'Book' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    calendar(page)
      .getByRole('status')
      .filter({ hasText: `Booked Rowan ${family}` }),
  ).toBeVisible();
}
