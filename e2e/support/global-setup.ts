import { E2E_INSTANCES, resetData, runMfeCli, startProduct } from './product-server';

/**
 * Starts the product as the README's start command does after its build: publish the built
 * remotes into the release store and activate them, then serve (fresh data folder each run). One
 * copy per worker (ADR 052), started side by side.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await resetData();
  const products = await Promise.all(
    Array.from({ length: E2E_INSTANCES }, async (_, instance) => {
      await runMfeCli(['publish-all', '--dev', '--activate'], {}, instance);
      return startProduct(instance);
    }),
  );
  return async () => {
    await Promise.all(products.map((product) => product.stop()));
  };
}
