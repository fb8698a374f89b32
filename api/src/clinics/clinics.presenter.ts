import {
  mergeBranding,
  type BranchResponse,
  type BrandingLayer,
  type BrandingResponse,
  type ClinicResponse,
  type OpeningHours,
} from '@clinio/contracts';
import type { Selectable } from 'kysely';
import { signFileQuery, type SignedFileKind } from '../auth/signed-urls';
import type { BrandingColumns } from '../db/schema';
import type { Keys } from '../security/secrets';
import { versionOf } from '../uploads/stored-files';
import { effectiveDefaultBranchId, type BranchRow, type ClinicRow } from './clinics.queries';
import { openingHoursFrom } from './opening-hours';

/** Logo URLs stay the same for a day, so the browser keeps its copy (the file is immutable). */
const LOGO_URL_STABLE_SECONDS = 24 * 3600;

export interface LogoRef {
  kind: Extract<SignedFileKind, 'clinic-logo' | 'branch-logo'>;
  ownerId: string;
  key: string;
}

/** The stored preview beside a logo: same content hash, another rendition. */
export function previewKeyOf(logoKey: string): string {
  return logoKey.replace(/\.webp$/, '-preview.webp');
}

export function logoPath(ref: Pick<LogoRef, 'kind' | 'ownerId'>): string {
  return ref.kind === 'clinic-logo'
    ? `/api/clinics/${ref.ownerId}/logo`
    : `/api/branches/${ref.ownerId}/logo`;
}

/** Signed, cacheable URLs of the logo and its preview (relative; the client prefixes its API base). */
export function logoUrls(keys: Keys, tenantId: string, ref: LogoRef): { logo: string; preview: string } {
  const query = signFileQuery(
    keys,
    { kind: ref.kind, tenantId, ownerId: ref.ownerId, version: versionOf(ref.key) },
    { stableForSeconds: LOGO_URL_STABLE_SECONDS },
  ).toString();
  const path = logoPath(ref);
  return { logo: `${path}?${query}`, preview: `${path}?${query}&size=preview` };
}

type BrandingValues = Selectable<BrandingColumns>;

function layerOf(row: BrandingValues, logo: Omit<LogoRef, 'key'>): BrandingLayer<LogoRef> {
  return {
    logo: row.logo_key === null ? null : { ...logo, key: row.logo_key },
    primary_color: row.primary_color,
    secondary_color: row.secondary_color,
    custom_header_text: row.custom_header_text,
    show_logo_in_header: row.show_logo_in_header,
    tagline: row.tagline,
  };
}

/** Spec 3: the clinic's branding, or a branch's overrides merged over it; defaults where unset. */
export function presentBranding(
  keys: Keys,
  clinic: ClinicRow,
  branch: Pick<BranchRow, 'id' | keyof BrandingValues> | null = null,
): BrandingResponse {
  const layers = [layerOf(clinic, { kind: 'clinic-logo', ownerId: clinic.id })];
  if (branch !== null) layers.push(layerOf(branch, { kind: 'branch-logo', ownerId: branch.id }));
  const { logo, customized, ...values } = mergeBranding(layers);
  const urls = logo === null ? null : logoUrls(keys, clinic.tenant_id, logo);
  return {
    clinic_id: clinic.id,
    branch_id: branch?.id ?? null,
    logo: urls?.logo ?? null,
    logo_preview: urls?.preview ?? null,
    ...values,
    clinic_name: clinic.name,
    customized,
  };
}

const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function presentBranch(
  row: BranchRow,
  options: { hours: OpeningHours | undefined; defaultBranchId: string | null },
): BranchResponse {
  return {
    id: row.id,
    clinic_id: row.clinic_id,
    name: row.name,
    timezone: row.timezone,
    address_line1: row.address_line1,
    address_line2: row.address_line2,
    city: row.city,
    region: row.region,
    postal_code: row.postal_code,
    country: row.country,
    phone: row.phone,
    opening_hours: options.hours ?? openingHoursFrom([]),
    is_default: row.id === options.defaultBranchId,
    staff_count: row.staff_count ?? 0,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

export function presentClinic(
  keys: Keys,
  clinic: ClinicRow,
  branches: { rows: readonly BranchRow[]; hours: ReadonlyMap<string, OpeningHours> },
): ClinicResponse {
  const defaultBranchId = effectiveDefaultBranchId(clinic, branches.rows);
  const branding = presentBranding(keys, clinic);
  return {
    id: clinic.id,
    tenant_id: clinic.tenant_id,
    name: clinic.name,
    code: clinic.code,
    email: clinic.email,
    phone: clinic.phone,
    website: clinic.website,
    address_line1: clinic.address_line1,
    address_line2: clinic.address_line2,
    city: clinic.city,
    region: clinic.region,
    postal_code: clinic.postal_code,
    country: clinic.country,
    timezone: clinic.timezone,
    default_branch_id: defaultBranchId,
    logo: branding.logo,
    branding,
    branches: branches.rows.map((row) =>
      presentBranch(row, { hours: branches.hours.get(row.id), defaultBranchId }),
    ),
    created_at: toIso(clinic.created_at),
    updated_at: toIso(clinic.updated_at),
  };
}
