import {
  type BrandingUpdateRequest,
  HEX_COLOR_PATTERN,
  type BrandingField,
  type BrandingResponse,
} from '@clinio/contracts';

/** The fields edited in the form (the logo has its own calls). */
export const DRAFT_FIELDS = [
  'primary_color',
  'secondary_color',
  'custom_header_text',
  'tagline',
  'show_logo_in_header',
] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];

export interface BrandValues {
  primary_color: string;
  secondary_color: string;
  custom_header_text: string;
  tagline: string;
  show_logo_in_header: boolean;
}

export interface BrandDraft {
  values: BrandValues;
  /** For a branch: the fields it sets itself; the rest show (and keep) the clinic's value. */
  own: ReadonlySet<DraftField>;
}

const isDraftField = (field: BrandingField): field is DraftField =>
  (DRAFT_FIELDS as readonly string[]).includes(field);

export function valuesOf(branding: BrandingResponse): BrandValues {
  return {
    primary_color: branding.primary_color,
    secondary_color: branding.secondary_color,
    custom_header_text: branding.custom_header_text,
    tagline: branding.tagline,
    show_logo_in_header: branding.show_logo_in_header,
  };
}

export function draftOf(branding: BrandingResponse): BrandDraft {
  return { values: valuesOf(branding), own: new Set(branding.customized.filter(isDraftField)) };
}

/** A field typed at a branch becomes the branch's own. */
export function editDraft<K extends DraftField>(
  draft: BrandDraft,
  change: { field: K; value: BrandValues[K] },
): BrandDraft {
  return {
    values: { ...draft.values, [change.field]: change.value },
    own: new Set([...draft.own, change.field]),
  };
}

/** "Use clinic value": the branch inherits the field again. */
export function inheritField(
  draft: BrandDraft,
  options: { field: DraftField; clinic: BrandValues },
): BrandDraft {
  const own = new Set(draft.own);
  own.delete(options.field);
  return { values: { ...draft.values, [options.field]: options.clinic[options.field] }, own };
}

/**
 * The PATCH body: only what changed. For the clinic, changed values; for a branch, its own values
 * that are new or changed, and null for a field it no longer sets (back to the clinic's value).
 */
export function requestOf(options: {
  saved: BrandingResponse;
  draft: BrandDraft;
  isBranch: boolean;
}): BrandingUpdateRequest {
  const { saved, draft, isBranch } = options;
  const before = draftOf(saved);
  const request: Record<string, string | boolean | null> = {};
  for (const field of DRAFT_FIELDS) {
    const value = draft.values[field];
    const isChanged = value !== before.values[field];
    if (!isBranch) {
      if (isChanged) request[field] = value;
    } else if (draft.own.has(field)) {
      if (isChanged || !before.own.has(field)) request[field] = value;
    } else if (before.own.has(field)) {
      request[field] = null;
    }
  }
  return request;
}

export const COLOR_MESSAGE = 'Use a colour like #3e16d0: # and six hexadecimal digits';

export function isValidColor(value: string): boolean {
  return HEX_COLOR_PATTERN.test(value.trim());
}

/** A server-relative logo URL made absolute (remotes may run on another origin than the API). */
export function absoluteUrl(url: string | null, apiBaseUrl: string): string | null {
  if (url === null || url === '') return null;
  if (/^(https?:|data:|blob:)/.test(url)) return url;
  return `${apiBaseUrl.replace(/\/$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
}
