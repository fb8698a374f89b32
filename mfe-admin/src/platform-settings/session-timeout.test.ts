import { checkTimeout, warningLeadText } from './session-timeout';
import { timeZoneGroups } from '../common/time-zones';

it('accepts whole minutes from 1 to 480 with the schema messages outside', () => {
  expect(checkTimeout(' 45 ')).toEqual({ ok: true, minutes: 45 });
  expect(checkTimeout('1')).toEqual({ ok: true, minutes: 1 });
  expect(checkTimeout('480')).toEqual({ ok: true, minutes: 480 });
  expect(checkTimeout('0')).toEqual({ ok: false, message: 'At least 1 minute' });
  expect(checkTimeout('481')).toEqual({ ok: false, message: 'At most 8 hours' });
  expect(checkTimeout('thirty')).toEqual({ ok: false, message: 'Enter a number of minutes from 1 to 480' });
  expect(checkTimeout('2.5')).toEqual({ ok: false, message: 'Use whole minutes, e.g. 30' });
});

it('says when the warning comes: min(5 minutes, 10 % of the timeout)', () => {
  expect(warningLeadText(30)).toBe('3 minutes');
  expect(warningLeadText(480)).toBe('5 minutes');
  expect(warningLeadText(10)).toBe('1 minute');
  expect(warningLeadText(15)).toBe('1 minute 30 seconds');
  expect(warningLeadText(1)).toBe('6 seconds');
});

it('groups time zones by region and keeps a saved zone the runtime does not list', () => {
  const groups = timeZoneGroups('Mars/Olympus_Mons');
  const america = groups.find((group) => group.region === 'America');
  expect(america?.zones).toContainEqual({ value: 'America/New_York', label: 'New York' });
  expect(groups.find((group) => group.region === 'Mars')?.zones).toEqual([
    { value: 'Mars/Olympus_Mons', label: 'Olympus Mons' },
  ]);
  expect(groups.flatMap((group) => group.zones).map((zone) => zone.value)).toContain('UTC');
});
