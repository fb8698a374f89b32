import type { ExtensionSlot, Registry, RegistryEntry } from '@clinio/contracts';
import type {
  AuthSnapshot,
  ExtensionFiller,
  ExtensionHost,
  ExtensionModule,
  MountedExtension,
  RemoteProps,
} from '@clinio/platform';
import { mountRootParcel } from 'single-spa';
import { loadExtension } from './federation';

export interface ExtensionHostOptions {
  registry: Registry;
  auth: Pick<AuthSnapshot, 'user'>;
  /** Is the plan feature open to this user? */
  canUse: (featureKey: string) => boolean;
  /** The contract props a filler of `remote` gets, as of now (its own bus scope). */
  propsFor: (remote: string) => RemoteProps;
  load?: (entry: RegistryEntry, filler: ExtensionFiller) => Promise<ExtensionModule>;
}

let parcels = 0;

/**
 * The shell's side of extension slots: the fillers the registry's areas declare, cut to this
 * user's permissions and plan (a remote gated by its own required feature fills nothing without
 * it), and mounted as single-spa parcels in the host's element.
 */
export function createExtensionHost(options: ExtensionHostOptions): ExtensionHost {
  const permissions = options.auth.user?.role.permissions ?? [];
  const load = options.load ?? ((entry, filler) => loadExtension(entry, filler));
  const byName = new Map(options.registry.remotes.map((entry) => [entry.name, entry]));

  const fillers = (slot: ExtensionSlot): ExtensionFiller[] =>
    options.registry.remotes
      .filter((entry) => entry.requiredFeature === null || options.canUse(entry.requiredFeature))
      .flatMap((entry) =>
        entry.extensions
          .filter((extension) => extension.slot === slot)
          .filter((extension) => extension.permission === null || permissions.includes(extension.permission))
          .filter((extension) => extension.feature === null || options.canUse(extension.feature))
          .map((extension) => ({
            remote: entry.name,
            module: extension.module,
            slot: extension.slot,
            title: extension.title,
            order: extension.order,
          })),
      )
      .sort((a, b) => a.order - b.order || a.remote.localeCompare(b.remote));

  const mount = async (
    filler: ExtensionFiller,
    element: HTMLElement,
    slotProps: unknown,
  ): Promise<MountedExtension> => {
    const entry = byName.get(filler.remote);
    if (entry === undefined) throw new Error(`Remote "${filler.remote}" is not in the registry`);
    const module = await load(entry, filler);
    parcels += 1;
    const parcel = mountRootParcel(
      { ...module, name: `${filler.remote}${filler.module.slice(1)}#${parcels}` },
      { domElement: element, ...options.propsFor(filler.remote), slotProps },
    );
    await parcel.mountPromise;
    return {
      update: async (next) => {
        await parcel.update?.({ ...options.propsFor(filler.remote), slotProps: next });
      },
      unmount: async () => {
        if (parcel.getStatus() !== 'SKIP_BECAUSE_BROKEN') await parcel.unmount();
      },
    };
  };

  return { fillers, mount };
}
