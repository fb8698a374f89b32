import { BRAND_DEFAULTS } from '@clinio/contracts';
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { BRAND_CSS_VARIABLES, hoverShadeOf, readableTextOn } from './brand';

// Unbranded fallbacks match what applyBrandColors computes for the default colours, so a page
// looks the same before and after branding loads.
const primary = `var(${BRAND_CSS_VARIABLES.primary}, ${BRAND_DEFAULTS.primaryColor})`;
const onPrimary = `var(${BRAND_CSS_VARIABLES.onPrimary}, ${readableTextOn(BRAND_DEFAULTS.primaryColor)})`;
const primaryHover = `var(${BRAND_CSS_VARIABLES.primaryHover}, ${hoverShadeOf(BRAND_DEFAULTS.primaryColor)})`;
const secondary = `var(${BRAND_CSS_VARIABLES.secondary}, ${BRAND_DEFAULTS.secondaryColor})`;
const onSecondary = `var(${BRAND_CSS_VARIABLES.onSecondary}, ${readableTextOn(BRAND_DEFAULTS.secondaryColor)})`;
const secondaryHover = `var(${BRAND_CSS_VARIABLES.secondaryHover}, ${hoverShadeOf(BRAND_DEFAULTS.secondaryColor)})`;

const mix = (color: string, percent: number, base = 'white') =>
  `color-mix(in srgb, ${color} ${percent}%, ${base})`;

/** A Chakra colour palette whose every shade derives from one CSS variable. */
function paletteFrom(color: string, contrast: string, hover: string) {
  return {
    solid: { value: color },
    hover: { value: hover },
    contrast: { value: contrast },
    fg: { value: mix(color, 88, 'black') },
    muted: { value: mix(color, 24) },
    subtle: { value: mix(color, 10) },
    emphasized: { value: mix(color, 36) },
    focusRing: { value: color },
  };
}

const config = defineConfig({
  globalCss: {
    'html, body': { minHeight: '100%' },
    body: { bg: 'bg', color: 'fg' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: {
          value: "'Inter', 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
        body: {
          value: "'Inter', 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: paletteFrom(primary, onPrimary, primaryHover),
        accent: paletteFrom(secondary, onSecondary, secondaryHover),
      },
    },
  },
});

/**
 * Chakra's default theme with only the recipes of the components the product uses (ADR 021):
 * the others are 18 KB of gzipped code nobody runs. A component added to the workspace must be
 * added here too; system.test.ts fails until it is.
 */
export const RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};
export const SLOT_RECIPES = {
  accordion: accordionSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};

const theme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes: RECIPES,
    slotRecipes: SLOT_RECIPES,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/** The one Chakra system of the product; the shell and every remote use this object. */
export const system = createSystem(defaultBaseConfig, theme, config);
