import { formatCountdown } from '@clinio/contracts';
import { translationGaps } from '@clinio/design-system';
import english from './messages/en.json';
import spanish from './messages/es.json';
import { sessionWarningText } from './session/inactivity-rules';
import { shellCatalog } from './shell-catalog';

it("has a Spanish text for every text of the shell's patient-facing pages", () => {
  expect(translationGaps(english, spanish)).toEqual({ missing: [], extra: [] });
});

it("keeps the spec's exact English texts", () => {
  const t = (key: keyof typeof english, values?: Record<string, string>) =>
    shellCatalog.i18nFor('en')._(key, values);
  expect(t('session.expiresIn', { countdown: formatCountdown(90) })).toBe(sessionWarningText(90));
});
