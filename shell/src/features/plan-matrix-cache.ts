import { FEATURE_MATRIX_CACHE_MS, PlanMatrixResponse, STORAGE_KEYS } from '@clinio/contracts';

/** What the cache keeps: the plan-matrix answer and when it arrived. */
export interface CachedPlanMatrix {
  savedAt: number;
  data: PlanMatrixResponse;
}

export interface PlanMatrixCache {
  /** The cached answer while it is younger than 5 minutes (spec 4.3), else null. */
  read(now: number): CachedPlanMatrix | null;
  write(data: PlanMatrixResponse, now: number): CachedPlanMatrix;
  /** Forgets the answer (memory and storage), e.g. when the staff member signs out. */
  forget(): void;
}

export function isFresh(entry: CachedPlanMatrix, now: number): boolean {
  const age = now - entry.savedAt;
  return age >= 0 && age < FEATURE_MATRIX_CACHE_MS;
}

function readStored(storage: Storage): CachedPlanMatrix | null {
  try {
    const raw = storage.getItem(STORAGE_KEYS.featureCache);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { savedAt, data } = value as Record<string, unknown>;
    const parsed = PlanMatrixResponse.safeParse(data);
    return typeof savedAt === 'number' && parsed.success ? { savedAt, data: parsed.data } : null;
  } catch {
    return null;
  }
}

/**
 * Spec 4.3: the plan matrix lives 5 minutes, in memory and in the `featureCache` key (which logout
 * clears), so a reload within that time does not ask again.
 */
export function createPlanMatrixCache(storage: Storage = localStorage): PlanMatrixCache {
  let memory: CachedPlanMatrix | null = null;
  return {
    read(now) {
      if (memory !== null && isFresh(memory, now)) return memory;
      const stored = readStored(storage);
      memory = stored !== null && isFresh(stored, now) ? stored : null;
      return memory;
    },
    write(data, now) {
      memory = { savedAt: now, data };
      try {
        storage.setItem(STORAGE_KEYS.featureCache, JSON.stringify(memory));
      } catch {
        // A full or blocked storage only costs a fetch on the next load.
      }
      return memory;
    },
    forget() {
      memory = null;
      storage.removeItem(STORAGE_KEYS.featureCache);
    },
  };
}
