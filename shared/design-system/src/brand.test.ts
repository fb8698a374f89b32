import { BRAND_DEFAULTS } from '@clinio/contracts';
import {
  BRAND_CSS_VARIABLES,
  applyBrandColors,
  contrastRatio,
  hoverShadeOf,
  isHexColor,
  readableTextOn,
  relativeLuminance,
  resetBrandColors,
} from './brand';

const variable = (name: string) => document.documentElement.style.getPropertyValue(name);

afterEach(() => resetBrandColors());

it.each([
  ['#3e16d0', true],
  ['#FFF', true],
  ['#1585cb', true],
  ['3e16d0', false],
  ['#12345', false],
  ['#ggg', false],
  ['red', false],
  ['', false],
])('isHexColor(%j) is %s', (value, expected) => {
  expect(isHexColor(value)).toBe(expected);
});

it('computes WCAG luminance and contrast', () => {
  expect(relativeLuminance('#000000')).toBe(0);
  expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
  expect(relativeLuminance('#fff')).toBeCloseTo(relativeLuminance('#ffffff'), 10);
  expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 10);
  expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 10);
  expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 10);
  // A known pair: #767676 on white is the lightest grey that passes AA (4.54:1).
  expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
});

it.each([
  [BRAND_DEFAULTS.primaryColor, '#ffffff'],
  // 4.43:1 against near-black, 4.00:1 against white.
  [BRAND_DEFAULTS.secondaryColor, '#111827'],
  ['#000000', '#ffffff'],
  ['#ffffff', '#111827'],
  ['#ffeb3b', '#111827'],
  ['#a3e635', '#111827'],
])('text on %s is %s', (background, text) => {
  expect(readableTextOn(background)).toBe(text);
});

it.each(['#0f766e', '#3e16d0', '#1585cb', '#1d4ed8', '#ffeb3b', '#a3e635', '#000000', '#ffffff', '#767676'])(
  'a button on %s keeps its text contrast under the pointer',
  (background) => {
    const text = readableTextOn(background);
    const hover = hoverShadeOf(background);
    expect(hover).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrastRatio(hover, text)).toBeGreaterThanOrEqual(contrastRatio(background, text));
  },
);

it.each(['#0f766e', '#3e16d0', '#1585cb', '#ffeb3b', '#767676'])(
  'a button on %s visibly changes under the pointer',
  (background) => {
    expect(hoverShadeOf(background)).not.toBe(background);
  },
);

it("the demo clinic's teal stays at AA under the pointer (it faded to 4.48:1 before)", () => {
  expect(hoverShadeOf('#0f766e')).toBe('#0d6861');
  expect(contrastRatio(hoverShadeOf('#0f766e'), '#ffffff')).toBeGreaterThan(4.5);
});

it("sets the tenant's colours and readable text colours on <html>", () => {
  expect(applyBrandColors({ primaryColor: '#ffeb3b', secondaryColor: '#0b3d91' })).toEqual({
    primaryColor: '#ffeb3b',
    secondaryColor: '#0b3d91',
  });
  expect(variable(BRAND_CSS_VARIABLES.primary)).toBe('#ffeb3b');
  expect(variable(BRAND_CSS_VARIABLES.onPrimary)).toBe('#111827');
  expect(variable(BRAND_CSS_VARIABLES.secondary)).toBe('#0b3d91');
  expect(variable(BRAND_CSS_VARIABLES.onSecondary)).toBe('#ffffff');
  expect(variable(BRAND_CSS_VARIABLES.primaryHover)).toBe(hoverShadeOf('#ffeb3b'));
  expect(variable(BRAND_CSS_VARIABLES.secondaryHover)).toBe(hoverShadeOf('#0b3d91'));
});

it('falls back to the default colours (spec 9) for missing or invalid values', () => {
  expect(applyBrandColors({ primaryColor: 'javascript:alert(1)' })).toEqual({
    primaryColor: '#3e16d0',
    secondaryColor: '#1585cb',
  });
  expect(variable(BRAND_CSS_VARIABLES.primary)).toBe('#3e16d0');
  expect(variable(BRAND_CSS_VARIABLES.secondary)).toBe('#1585cb');
});

it('can target another element', () => {
  const area = document.createElement('div');
  applyBrandColors({ primaryColor: '#123456' }, area);
  expect(area.style.getPropertyValue(BRAND_CSS_VARIABLES.primary)).toBe('#123456');
  expect(variable(BRAND_CSS_VARIABLES.primary)).toBe('');
});

it('reset removes every brand variable, so the defaults in the theme apply again', () => {
  applyBrandColors({ primaryColor: '#123456', secondaryColor: '#654321' });
  resetBrandColors();
  for (const name of Object.values(BRAND_CSS_VARIABLES)) expect(variable(name)).toBe('');
});
