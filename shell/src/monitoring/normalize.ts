import { MONITORING_SETTINGS } from '@clinio/contracts';

/**
 * A JSON-safe copy of `value` cut at `depth` levels (spec 9: 3), as the error-reporting service
 * expects for free-form parts of an event: deeper objects and arrays become '[Object]' and
 * '[Array]', a reference to an enclosing object '[Circular]', functions, symbols and bigints their
 * description, non-finite numbers a string, an Error its name and message, a Date its ISO text.
 */
export function normalize(value: unknown, depth: number = MONITORING_SETTINGS.normalizeDepth): unknown {
  const walk = (item: unknown, level: number, ancestors: object[]): unknown => {
    if (item === null || typeof item === 'string' || typeof item === 'boolean') return item;
    if (item === undefined) return undefined;
    if (typeof item === 'number') return Number.isFinite(item) ? item : String(item);
    if (typeof item === 'bigint') return `${item.toString()}n`;
    if (typeof item === 'function') return '[Function]';
    if (typeof item === 'symbol') return item.toString();
    if (item instanceof Date) return Number.isNaN(item.getTime()) ? '[Invalid Date]' : item.toISOString();
    if (item instanceof Error) return { name: item.name, message: item.message };
    if (ancestors.includes(item)) return '[Circular]';
    if (level >= depth) return Array.isArray(item) ? '[Array]' : '[Object]';
    const inside = [...ancestors, item];
    if (Array.isArray(item)) return item.map((element: unknown) => walk(element, level + 1, inside) ?? null);
    const result: Record<string, unknown> = {};
    for (const [key, element] of Object.entries(item as Record<string, unknown>)) {
      const normalized = walk(element, level + 1, inside);
      if (normalized !== undefined) result[key] = normalized;
    }
    return result;
  };
  return walk(value, 0, []);
}

/** Size in bytes of the UTF-8 JSON text, which is what the cap of spec 9 measures. */
export function jsonBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length;
}
