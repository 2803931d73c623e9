import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    // Loading a whole content folder takes a fraction of a second on an idle machine and many seconds
    // on a busy two-core one (a build beside the tests, or CI): time limits are for hangs, not speed.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
})
