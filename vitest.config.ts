import os from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    // Loading a whole content folder takes a fraction of a second on an idle machine and many seconds
    // on a busy two-core one (a build beside the tests, or CI): time limits are for hangs, not speed.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: one on a two-core machine, where every file
    // then waits for the build the content tests run (check-equals-build). Two there: 100 s → 82 s.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      // The code's own tests: no build needed (`npm run test:unit`).
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'] } },
      // The HTML tier: exact texts of the fixture build, read from its files (`npm run test:html`,
      // after `npm test` or a build of the fixture site: tests/html/support/builtPage.ts).
      { extends: true, test: { name: 'html', include: ['tests/html/**/*.test.ts'] } },
    ],
  },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
})
