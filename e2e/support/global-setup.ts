import { resetData, runMfeCli, startProduct } from './product-server';

/**
 * Starts the product as the README's start command does after its build: publish the built
 * remotes into the release store and activate them, then serve (fresh data folder each run).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await resetData();
  await runMfeCli(['publish-all', '--dev', '--activate']);
  const product = await startProduct();
  return product.stop;
}
