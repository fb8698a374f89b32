import { ErrorBoundary, RemoteDesignProvider } from '@clinio/design-system';
import { useMemo, type ComponentType } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { Router, type Navigator, createPath, type To } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import { CONTRACT_VERSION, MFE_MODULE_MARKER, type MfeModule, type RemoteProps } from './contract';
import type { ScopedEventBus } from './event-bus';
import { RemotePropsContext } from './remote-context';
import { ScreenKitProvider } from './screen-kit/query-client';

export interface DefineMfeOptions {
  name: string;
  version: string;
  /** The remote's top component; it renders its own <Routes> relative to the base path. */
  App: ComponentType;
}

function toPath(to: To): string {
  return typeof to === 'string' ? to : createPath(to);
}

/** A react-router navigator that hands every move to the shell, which owns the URL. */
function shellNavigator(navigate: RemoteProps['navigate']): Navigator {
  return {
    createHref: toPath,
    push: (to, state) => navigate(toPath(to), { state }),
    replace: (to, state) => navigate(toPath(to), { replace: true, state }),
    go: (delta) => navigate(delta),
  };
}

/** The providers every remote renders inside: contract props, screen kit, design system, boundary, router. */
export function RemoteRoot({ App, ...props }: RemoteProps & { App: ComponentType; name?: string }) {
  const navigator = useMemo(() => shellNavigator(props.navigate), [props.navigate]);
  const reportError = (error: Error, errorId: string) => {
    props.bus.publish('remote.error', {
      remote: props.name ?? 'unknown',
      message: error.message,
      errorId,
    });
  };
  return (
    <RemotePropsContext.Provider value={props}>
      <ScreenKitProvider api={props.api} queryClient={props.queryClient}>
        <RemoteDesignProvider>
          <ErrorBoundary fullPage={false} onError={reportError}>
            <Router basename={props.basePath} location={props.location} navigator={navigator}>
              <App />
            </Router>
          </ErrorBoundary>
        </RemoteDesignProvider>
      </ScreenKitProvider>
    </RemotePropsContext.Provider>
  );
}

/**
 * Wraps a remote's top component in single-spa-react lifecycles and the contract marker. Every
 * remote's `./mfe` module is `export default defineMfe({...})`.
 */
export function defineMfe({ name, version, App }: DefineMfeOptions): MfeModule {
  const lifecycles = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    // The host names the parcel as it likes; errors are reported under the remote's own name.
    rootComponent: (props) => <RemoteRoot {...props} name={name} App={App} />,
    // RemoteRoot has its own error boundary, inside the providers.
    suppressComponentDidCatchWarning: true,
  });
  return {
    kind: MFE_MODULE_MARKER,
    name,
    version,
    contractVersion: CONTRACT_VERSION,
    bootstrap: lifecycles.bootstrap,
    mount: lifecycles.mount,
    // Subscriptions a remote forgot to drop end with it.
    unmount: async (props) => {
      const bus = props.bus as Partial<ScopedEventBus>;
      bus.unsubscribeAll?.();
      await lifecycles.unmount(props);
    },
    ...(lifecycles.update ? { update: lifecycles.update } : {}),
  };
}
