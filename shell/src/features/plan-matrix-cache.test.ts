import { DEFAULT_PLAN_MATRIX_RESPONSE, FEATURE_MATRIX_CACHE_MS } from '@clinio/contracts';
import { createPlanMatrixCache } from './plan-matrix-cache';

const T0 = Date.UTC(2026, 0, 10, 9, 0, 0);
const data = DEFAULT_PLAN_MATRIX_RESPONSE;

beforeEach(() => localStorage.clear());

it('keeps the answer for 5 minutes, in memory and in the featureCache key', () => {
  const cache = createPlanMatrixCache();
  cache.write(data, T0);
  expect(JSON.parse(localStorage.getItem('featureCache') ?? 'null')).toEqual({ savedAt: T0, data });
  expect(cache.read(T0 + FEATURE_MATRIX_CACHE_MS - 1)?.data).toEqual(data);
  expect(cache.read(T0 + FEATURE_MATRIX_CACHE_MS)).toBeNull();
});

it('reads a fresh answer stored by an earlier page load, and ignores a stale one', () => {
  createPlanMatrixCache().write(data, T0);
  expect(createPlanMatrixCache().read(T0 + 4 * 60_000)).toEqual({ savedAt: T0, data });
  expect(createPlanMatrixCache().read(T0 + 6 * 60_000)).toBeNull();
});

it('ignores what it cannot read: bad JSON, another shape, a time in the future', () => {
  localStorage.setItem('featureCache', '{not json');
  expect(createPlanMatrixCache().read(T0)).toBeNull();
  localStorage.setItem('featureCache', JSON.stringify({ savedAt: T0, data: { features: 'all' } }));
  expect(createPlanMatrixCache().read(T0)).toBeNull();
  localStorage.setItem('featureCache', JSON.stringify({ savedAt: T0 + 60_000, data }));
  expect(createPlanMatrixCache().read(T0)).toBeNull();
});

it('forgets the answer in memory and in storage', () => {
  const cache = createPlanMatrixCache();
  cache.write(data, T0);
  cache.forget();
  expect(cache.read(T0)).toBeNull();
  expect(localStorage.getItem('featureCache')).toBeNull();
});
