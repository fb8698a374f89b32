import { createContext, useContext } from 'react';
import type { RemoteProps } from './contract';

export const RemotePropsContext = createContext<RemoteProps | null>(null);

/** The shell's props inside a remote. Throws outside the provider (spec 8: name the provider). */
export function useRemote(): RemoteProps {
  const props = useContext(RemotePropsContext);
  if (props === null) {
    throw new Error(
      'useRemote must be used within a RemotePropsContext.Provider (mount the remote through defineMfe)',
    );
  }
  return props;
}
