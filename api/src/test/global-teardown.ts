export default async function globalTeardown(): Promise<void> {
  await globalThis.__CLINIO_TEST_PG_STOP__?.();
}
