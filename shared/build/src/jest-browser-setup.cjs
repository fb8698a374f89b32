'use strict';
// jsdom lacks a few browser APIs that Chakra's components and our layout code use.
const util = require('node:util');

if (typeof window !== 'undefined') {
  if (typeof global.TextEncoder === 'undefined') {
    global.TextEncoder = util.TextEncoder;
    global.TextDecoder = util.TextDecoder;
  }
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    });
  }
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (!window.IntersectionObserver) {
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    };
  }
  // jsdom defines scrollTo only to report "not implemented"; pages call it on navigation.
  window.scrollTo = () => {};
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
  if (!global.structuredClone) global.structuredClone = (value) => JSON.parse(JSON.stringify(value));
}

// findBy*/waitFor wait up to 4 s instead of 1 s: on a 2-core machine running suites in parallel,
// a lazily loaded page can take over a second to render. A test that fails still fails, later.
if (typeof window !== 'undefined') {
  require('@testing-library/dom').configure({ asyncUtilTimeout: 4000 });
}
