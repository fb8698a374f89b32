import type { NullableDefaulted } from './columns';

/** Branding of a clinic, or a branch's override of it: NULL means "not set at this level". */
export interface BrandingColumns {
  logo_key: NullableDefaulted<string>;
  primary_color: NullableDefaulted<string>;
  secondary_color: NullableDefaulted<string>;
  custom_header_text: NullableDefaulted<string>;
  show_logo_in_header: NullableDefaulted<boolean>;
  tagline: NullableDefaulted<string>;
}
