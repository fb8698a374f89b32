import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './system';

/** Used by the shell only: provides the system and emits the global CSS (reset, tokens). */
export function ShellDesignProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}

/**
 * Remotes render in their own React root, so they need the system in context, but the global CSS
 * is already on the page from the shell: this view of the system emits none of it.
 */
const remoteSystem: typeof system = Object.assign(Object.create(system) as typeof system, {
  _global: [],
  _config: { ...system._config, disableLayers: true },
});

export function RemoteDesignProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={remoteSystem}>{children}</ChakraProvider>;
}
