import { defineConfig } from 'vitest/config';

// API and data-layer tests run once on in-memory PGlite and, when DATABASE_URL_TEST names a
// PostgreSQL server, once more there: each test file gets its own fresh migrated database.
const serverTests = ['src/server/**/*.test.ts'];
const postgres = process.env.DATABASE_URL_TEST;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: serverTests,
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: serverTests,
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
