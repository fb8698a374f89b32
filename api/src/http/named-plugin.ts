const DISPLAY_NAME = Symbol.for('fastify.display-name');

/**
 * Gives one of our plugins its name for Fastify. Without it, Fastify names a plugin by searching
 * every loaded module for the one that exports it, twice per registration; under jest's module
 * registry (thousands of modules) that search was most of the time `buildApp` spent registering
 * routes, in every API test file.
 */
export function named<T extends object>(plugin: T & { name: string }): T {
  if (!Object.prototype.hasOwnProperty.call(plugin, DISPLAY_NAME)) {
    Object.defineProperty(plugin, DISPLAY_NAME, { value: plugin.name || 'plugin' });
  }
  return plugin;
}
