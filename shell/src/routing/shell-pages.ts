import type { ComponentType } from 'react';

/**
 * Screens the shell itself renders, by route path. A shell route without an entry here is not
 * built yet and behaves as an unknown path (never a placeholder).
 */
export const SHELL_PAGES: Readonly<Record<string, ComponentType>> = {};
