import { DEFAULT_PLAN_MATRIX_RESPONSE, FEATURE_MATRIX_CACHE_MS } from '@clinio/contracts';
import { renderHook } from '@testing-library/react';
import { createFakeBackend, fail, ok, type FakeBackend } from '../testing/fake-backend';
import { NOW, advance, settle, useFakeClock } from '../testing/fake-clock';
import { setupClients } from '../testing/shell-clients';
import { PLAN_MATRIX_PATH, PLAN_MATRIX_RETRY_MS, usePlanMatrix } from './use-plan-matrix';

const MATRIX = DEFAULT_PLAN_MATRIX_RESPONSE;
const fetches = (backend: FakeBackend) => backend.sent(`GET ${PLAN_MATRIX_PATH}`);

function renderPlanMatrix(backend: FakeBackend, active = true) {
  const { clients } = setupClients(backend);
  return renderHook(({ on }: { on: boolean }) => usePlanMatrix(clients.api, on), {
    initialProps: { on: active },
  });
}

beforeEach(() => {
  localStorage.clear();
  useFakeClock();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.useRealTimers());

it("is 'loading' until the matrix arrives, fetched once as a background call", async () => {
  const backend = createFakeBackend().on(`GET ${PLAN_MATRIX_PATH}`, ok(MATRIX));
  const view = renderPlanMatrix(backend);
  expect(view.result.current).toBe('loading');
  await settle();
  expect(view.result.current).toEqual(MATRIX);
  expect(fetches(backend)).toHaveLength(1);
  expect(fetches(backend)[0]?.headers['x-clinio-background']).toBe('1');
});

it('keeps the matrix 5 minutes, then asks again', async () => {
  const backend = createFakeBackend().on(`GET ${PLAN_MATRIX_PATH}`, ok(MATRIX));
  renderPlanMatrix(backend);
  await settle();
  await advance(FEATURE_MATRIX_CACHE_MS - 1_000);
  expect(fetches(backend)).toHaveLength(1);
  await advance(1_000);
  expect(fetches(backend)).toHaveLength(2);
  expect(JSON.parse(localStorage.getItem('featureCache') ?? 'null')).toMatchObject({
    savedAt: NOW + FEATURE_MATRIX_CACHE_MS,
  });
});

it('uses a matrix stored less than 5 minutes ago without asking, and asks when it runs out', async () => {
  localStorage.setItem('featureCache', JSON.stringify({ savedAt: NOW - 4 * 60_000, data: MATRIX }));
  const backend = createFakeBackend().on(`GET ${PLAN_MATRIX_PATH}`, ok(MATRIX));
  const view = renderPlanMatrix(backend);
  await settle();
  expect(view.result.current).toEqual(MATRIX);
  expect(fetches(backend)).toHaveLength(0);
  await advance(60_000);
  expect(fetches(backend)).toHaveLength(1);
});

it('asks at once when the stored matrix is older than 5 minutes', async () => {
  localStorage.setItem('featureCache', JSON.stringify({ savedAt: NOW - 6 * 60_000, data: MATRIX }));
  const backend = createFakeBackend().on(`GET ${PLAN_MATRIX_PATH}`, ok(MATRIX));
  renderPlanMatrix(backend);
  await settle();
  expect(fetches(backend)).toHaveLength(1);
});

it("is 'failed' when the matrix cannot be had (or is not one), and tries again a minute later", async () => {
  const backend = createFakeBackend().on(`GET ${PLAN_MATRIX_PATH}`, fail(500, 'Boom'));
  const view = renderPlanMatrix(backend);
  await settle();
  expect(view.result.current).toBe('failed');
  expect(console.warn).toHaveBeenCalled();

  backend.on(`GET ${PLAN_MATRIX_PATH}`, ok({ features: 'all' }));
  await advance(PLAN_MATRIX_RETRY_MS);
  expect(view.result.current).toBe('failed');

  backend.on(`GET ${PLAN_MATRIX_PATH}`, ok(MATRIX));
  await advance(PLAN_MATRIX_RETRY_MS);
  expect(view.result.current).toEqual(MATRIX);
});

it('keeps the matrix it has when a refresh fails', async () => {
  const backend = createFakeBackend().on(`GET ${PLAN_MATRIX_PATH}`, ok(MATRIX));
  const view = renderPlanMatrix(backend);
  await settle();
  backend.on(`GET ${PLAN_MATRIX_PATH}`, 'network');
  await advance(FEATURE_MATRIX_CACHE_MS);
  expect(fetches(backend)).toHaveLength(2);
  expect(view.result.current).toEqual(MATRIX);
});

it('asks nothing while no staff member is signed in, and forgets the matrix at sign-out', async () => {
  const backend = createFakeBackend().on(`GET ${PLAN_MATRIX_PATH}`, ok(MATRIX));
  const view = renderPlanMatrix(backend, false);
  await settle();
  expect(fetches(backend)).toHaveLength(0);
  expect(view.result.current).toBe('loading');

  view.rerender({ on: true });
  await settle();
  expect(view.result.current).toEqual(MATRIX);

  view.rerender({ on: false });
  await settle();
  expect(view.result.current).toBe('loading');
  expect(localStorage.getItem('featureCache')).toBeNull();
  await advance(FEATURE_MATRIX_CACHE_MS);
  expect(fetches(backend)).toHaveLength(1);
});
