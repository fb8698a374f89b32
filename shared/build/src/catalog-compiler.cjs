'use strict';
// Message catalogs (ADR 045): `messages/<locale>.json` holds ICU MessageFormat texts by key. webpack
// (catalog-loader.cjs) and jest (jest-catalog-transform.cjs) both compile every text into Lingui's
// precompiled form here, so the page carries no message parser and a broken message fails the build.
const { compileMessageOrThrow } = require('@lingui/message-utils/compileMessage');

/** A catalog file: any `<package>/src/**\/messages/<locale>.json`. */
const CATALOG_FILE = /[\\/]messages[\\/][a-z]{2}(-[A-Z]{2})?\.json$/;

/**
 * @param {string} source the catalog's JSON text
 * @param {string} file its path, for the error message
 * @returns {Record<string, unknown>}
 */
function compileCatalog(source, file) {
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [key, text] of Object.entries(messages)) {
    if (typeof text !== 'string') throw new Error(`${file}: the text of "${key}" is not a string`);
    try {
      compiled[key] = compileMessageOrThrow(text);
    } catch (error) {
      throw new Error(`${file}: "${key}" is not a valid ICU message: ${error.message}`, { cause: error });
    }
  }
  return compiled;
}

module.exports = { compileCatalog, CATALOG_FILE };
