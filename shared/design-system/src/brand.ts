import { BRAND_DEFAULTS } from '@clinio/contracts';

/**
 * Tenant branding reaches every remote through these CSS variables: the Chakra tokens below read
 * them, and the shell sets them on <html>. Changing a colour needs no re-render and no reload.
 */
export const BRAND_CSS_VARIABLES = {
  primary: '--clinio-brand-primary',
  onPrimary: '--clinio-brand-on-primary',
  secondary: '--clinio-brand-secondary',
  onSecondary: '--clinio-brand-on-secondary',
  primaryHover: '--clinio-brand-primary-hover',
  secondaryHover: '--clinio-brand-secondary-hover',
} as const;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: string): boolean {
  return HEX.test(value);
}

function channels(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? Array.from(digits, (digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((offset) => parseInt(full.slice(offset, offset + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
}

/** WCAG relative luminance of a #rgb or #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) =>
    value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** White or near-black text, whichever reads better on `background`. */
export function readableTextOn(background: string): string {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#111827') ? '#ffffff' : '#111827';
}

const hex2 = (value: number) =>
  Math.round(value * 255)
    .toString(16)
    .padStart(2, '0');

/**
 * The colour a solid button takes under the pointer: 12 % towards black behind white text, 12 %
 * towards white behind dark text, so hovering never lowers the text's contrast. (Chakra's own
 * hover fades the colour towards the page: #0f766e, 5.5:1 with white, fades to 4.48:1.)
 */
export function hoverShadeOf(background: string): string {
  const towards = readableTextOn(background) === '#ffffff' ? 0 : 1;
  return `#${channels(background)
    .map((value) => hex2(value * 0.88 + towards * 0.12))
    .join('')}`;
}

export interface BrandColors {
  primaryColor: string;
  secondaryColor: string;
}

/** Sets the tenant's colours on `target` (default <html>); invalid values fall back to defaults. */
export function applyBrandColors(
  colors: Partial<BrandColors>,
  target: HTMLElement = document.documentElement,
): BrandColors {
  const primaryColor =
    colors.primaryColor && isHexColor(colors.primaryColor)
      ? colors.primaryColor
      : BRAND_DEFAULTS.primaryColor;
  const secondaryColor =
    colors.secondaryColor && isHexColor(colors.secondaryColor)
      ? colors.secondaryColor
      : BRAND_DEFAULTS.secondaryColor;
  target.style.setProperty(BRAND_CSS_VARIABLES.primary, primaryColor);
  target.style.setProperty(BRAND_CSS_VARIABLES.onPrimary, readableTextOn(primaryColor));
  target.style.setProperty(BRAND_CSS_VARIABLES.primaryHover, hoverShadeOf(primaryColor));
  target.style.setProperty(BRAND_CSS_VARIABLES.secondary, secondaryColor);
  target.style.setProperty(BRAND_CSS_VARIABLES.onSecondary, readableTextOn(secondaryColor));
  target.style.setProperty(BRAND_CSS_VARIABLES.secondaryHover, hoverShadeOf(secondaryColor));
  return { primaryColor, secondaryColor };
}

/** Back to the product's own colours (spec 4.7: reset restores defaults). */
export function resetBrandColors(target: HTMLElement = document.documentElement): void {
  for (const variable of Object.values(BRAND_CSS_VARIABLES)) target.style.removeProperty(variable);
}
