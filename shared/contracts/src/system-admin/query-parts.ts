import { z } from 'zod';

// Pieces of the platform area's queries and answers; not part of the package's exports.

/** For `.refine`: a range whose end is not before its start (either may be left out). */
export const inOrder = (value: { from?: string | undefined; to?: string | undefined }) =>
  value.from === undefined || value.to === undefined || value.from <= value.to;
export const DATE_ORDER = { message: 'The end date must not be before the start date', path: ['to'] };

export const Page = z.coerce
  .number()
  .int('Must be a whole number')
  .min(1, 'At least 1')
  .max(100_000, 'At most 100000');

/** `page_size` of a list query: at most `max`, `default` when left out. */
export const pageSize = (limits: { default: number; max: number }) =>
  z.coerce
    .number()
    .int('Must be a whole number')
    .min(1, 'At least 1')
    .max(limits.max, `At most ${limits.max}`)
    .default(limits.default);

/** One page of a list: the items, how many there are in all, and which page this is. */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });
