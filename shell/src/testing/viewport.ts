/** Window widths of spec 2.5's layouts (Chakra breakpoints md 48rem, xl 80rem, 2xl 96rem). */
export const VIEWPORTS = { phone: 390, md: 800, xl: 1300, '2xl': 1600 } as const;

const original = window.matchMedia;

/**
 * Makes `matchMedia` answer min-width queries as a window `width` pixels wide would, so the
 * layout picks its variant (jsdom has no layout; every other query stays false).
 */
export function setViewport(width: number): void {
  window.matchMedia = (query: string) => {
    const found = /min-width:\s*([\d.]+)(px|r?em)/.exec(query);
    const min = found ? Number(found[1]) * (found[2] === 'px' ? 1 : 16) : Number.POSITIVE_INFINITY;
    // The width never changes during a test: no listener is ever called.
    const list = {
      matches: width >= min,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
    return list as unknown as MediaQueryList;
  };
}

export function resetViewport(): void {
  window.matchMedia = original;
}
