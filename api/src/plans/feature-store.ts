import {
  DEFAULT_FEATURE_CATALOGUE,
  DEFAULT_PLAN_MATRIX,
  FEATURE_CATEGORIES,
  PLAN_IDS,
  normalizePlan,
  type FeatureCatalogueEntry,
  type FeatureCategory,
  type PlanMatrix,
  type PlanMatrixCell,
  type PlanMatrixResponse,
} from '@clinio/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';

/**
 * How long a process trusts its copy of the catalogue and matrix. A system administrator's edit
 * clears the copy of the process that made it at once; other processes see it within this time.
 */
export const FEATURE_CACHE_TTL_MS = 5_000;

/**
 * Writes the default catalogue and matrix of @clinio/contracts into the database where a row is
 * missing: the first start fills both tables, a later start adds features the code gained, and
 * nothing a system administrator changed is overwritten. Safe when two processes start together.
 */
export async function ensureFeatureCatalogue(database: Database): Promise<void> {
  const system = database.unscoped();
  await system
    .insertInto('feature_catalogue')
    .values(
      DEFAULT_FEATURE_CATALOGUE.map((feature, index) => ({
        feature_key: feature.feature_key,
        name: feature.name,
        category: feature.category,
        is_active: feature.is_active,
        default_enabled: feature.default_enabled,
        // The column takes plan ids only; the catalogue's type also allows old aliases.
        requires_plan_tier: normalizePlan(feature.requires_plan_tier),
        sort_order: index,
      })),
    )
    .onConflict((conflict) => conflict.column('feature_key').doNothing())
    .execute();
  const cells = Object.entries(DEFAULT_PLAN_MATRIX).flatMap(([featureKey, row]) =>
    PLAN_IDS.map((plan) => ({ feature_key: featureKey, plan, is_enabled: row[plan]?.is_enabled ?? false })),
  );
  await system
    .insertInto('plan_features')
    .values(cells)
    .onConflict((conflict) => conflict.columns(['feature_key', 'plan']).doNothing())
    .execute();
}

function categoryOf(value: string): FeatureCategory {
  return (FEATURE_CATEGORIES as readonly string[]).includes(value) ? (value as FeatureCategory) : 'platform';
}

/** Reads the catalogue and the matrix (any handle: a tenant transaction, the app or the system). */
export async function readFeatureData(db: Kysely<DB>): Promise<PlanMatrixResponse> {
  const [features, cells] = await Promise.all([
    db
      .selectFrom('feature_catalogue')
      .select(['feature_key', 'name', 'category', 'is_active', 'default_enabled', 'requires_plan_tier'])
      .orderBy('sort_order')
      .orderBy('feature_key')
      .execute(),
    db.selectFrom('plan_features').select(['feature_key', 'plan', 'is_enabled']).execute(),
  ]);
  const matrix: PlanMatrix = {};
  for (const feature of features) matrix[feature.feature_key] = {};
  for (const cell of cells) {
    const row = matrix[cell.feature_key];
    if (row !== undefined) row[cell.plan] = { is_enabled: cell.is_enabled } satisfies PlanMatrixCell;
  }
  return {
    features: features.map((feature): FeatureCatalogueEntry => ({
      feature_key: feature.feature_key,
      name: feature.name,
      category: categoryOf(feature.category),
      is_active: feature.is_active,
      default_enabled: feature.default_enabled,
      requires_plan_tier: normalizePlan(feature.requires_plan_tier),
    })),
    matrix,
  };
}

interface CacheEntry {
  data: PlanMatrixResponse | null;
  loadedAt: number;
  /** Bumped by every invalidation, so a read that started before an edit is not kept. */
  generation: number;
}

// One copy per database handle (tests run several applications, each on its own database).
const caches = new WeakMap<Database, CacheEntry>();

function entryFor(database: Database): CacheEntry {
  let entry = caches.get(database);
  if (entry === undefined) {
    entry = { data: null, loadedAt: 0, generation: 0 };
    caches.set(database, entry);
  }
  return entry;
}

/**
 * The catalogue and matrix for a gated call, from this process's copy when it is fresh. A miss
 * reads through `db` (the request's own transaction, so no second connection is taken while the
 * first is held).
 */
export async function loadFeatureData(
  database: Database,
  db: Kysely<DB> = database.app,
): Promise<PlanMatrixResponse> {
  const entry = entryFor(database);
  if (entry.data !== null && Date.now() - entry.loadedAt < FEATURE_CACHE_TTL_MS) return entry.data;
  const generation = entry.generation;
  const data = await readFeatureData(db);
  if (entry.generation === generation) {
    entry.data = data;
    entry.loadedAt = Date.now();
  }
  return data;
}

/** Forgets this process's copy: the next gated call reads the tables again. */
export function invalidateFeatureData(database: Database): void {
  const entry = entryFor(database);
  entry.generation += 1;
  entry.data = null;
}
