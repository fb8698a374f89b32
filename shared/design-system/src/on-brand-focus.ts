/**
 * Focus rings use the brand colour, which vanishes on a brand-coloured band. Inside such a band,
 * controls get a white ring instead so keyboard users can still see where they are.
 */
export const ON_BRAND_FOCUS = {
  '& :is(a, button, input, select, textarea):focus-visible': {
    outline: '2px solid white',
    outlineOffset: '2px',
  },
} as const;
