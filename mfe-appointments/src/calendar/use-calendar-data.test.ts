import { BRANCH, RESOURCES } from '../testing/fixtures';
import { LIVE_REFRESH_MS, chosenBranch, livePolling } from './use-calendar-data';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

afterEach(() => setVisibility('visible'));

it('polls every 15 s while the tab is visible and not at all while it is hidden', () => {
  setVisibility('visible');
  expect(livePolling()).toBe(LIVE_REFRESH_MS);
  expect(LIVE_REFRESH_MS).toBe(15_000);
  setVisibility('hidden');
  expect(livePolling()).toBe(false);
});

it("shows the URL's branch, else the user's own, else the first", () => {
  const other = { ...BRANCH, id: '00000000-0000-4000-8000-0000000000b2', name: 'West End' };
  const resources = { ...RESOURCES, branches: [BRANCH, other] };
  expect(chosenBranch(resources, other.id, BRANCH.id)?.name).toBe('West End');
  expect(chosenBranch(resources, 'unknown', other.id)?.name).toBe('West End');
  expect(chosenBranch(resources, null, null)?.name).toBe('Main Street');
  expect(chosenBranch(null, null, null)).toBeNull();
});
