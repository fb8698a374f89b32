import type { ExtensionSlot, ExtensionSlotProps } from '@clinio/contracts';
import { createContext, useContext, type ComponentType } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import {
  CONTRACT_VERSION,
  EXTENSION_MODULE_MARKER,
  type ExtensionModule,
  type ExtensionParcelProps,
} from './contract';
import { RemoteRoot } from './define-mfe';
import type { ScopedEventBus } from './event-bus';

interface SlotContent {
  Component: ComponentType<never>;
  slotProps: unknown;
}
const SlotContext = createContext<SlotContent | null>(null);

/** Renders the filler with the slot's props; stable, so an update never remounts it. */
function SlotApp() {
  const content = useContext(SlotContext);
  if (content === null) return null;
  const { Component, slotProps } = content;
  const Filler = Component as ComponentType<object>;
  return <Filler {...(slotProps as object)} />;
}

export interface DefineExtensionOptions<S extends ExtensionSlot> {
  /** The remote that ships it (its registry name). */
  name: string;
  slot: S;
  /** Receives exactly the slot's props (typed in @clinio/contracts' ExtensionSlotProps). */
  Component: ComponentType<ExtensionSlotProps[S]>;
}

/**
 * A component that fills another remote's slot, wrapped like a remote area: the contract props,
 * the design system, its own error boundary and router, single-spa-react lifecycles. Each module
 * named in an area's `extensions` is `export default defineExtension({...})`.
 */
export function defineExtension<S extends ExtensionSlot>({
  name,
  slot,
  Component,
}: DefineExtensionOptions<S>): ExtensionModule {
  const lifecycles = singleSpaReact<ExtensionParcelProps>({
    React,
    ReactDOMClient,
    rootComponent: ({ slotProps, ...props }: ExtensionParcelProps) => (
      <SlotContext.Provider value={{ Component: Component as ComponentType<never>, slotProps }}>
        <RemoteRoot {...props} name={name} App={SlotApp} />
      </SlotContext.Provider>
    ),
    suppressComponentDidCatchWarning: true,
  });
  return {
    kind: EXTENSION_MODULE_MARKER,
    name,
    slot,
    contractVersion: CONTRACT_VERSION,
    bootstrap: lifecycles.bootstrap,
    mount: lifecycles.mount,
    unmount: async (props) => {
      (props.bus as Partial<ScopedEventBus>).unsubscribeAll?.();
      await lifecycles.unmount(props);
    },
    ...(lifecycles.update ? { update: lifecycles.update } : {}),
  };
}
