export const TEMPLATE_DATABASE = 'clinio_test_template';
export const TEST_ENV = { ownerUrl: 'CLINIO_TEST_OWNER_URL' } as const;
