// ESLint for the TypeScript and React code (npm run lint; part of npm run check, no warnings allowed).
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import importX from 'eslint-plugin-import-x'
import tseslint from 'typescript-eslint'

const RENDERER = { regex: '(^|/)renderer/', message: 'components/ does not import from renderer/: take the page language from components/locale.tsx, and pass the rest as props.' }

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-*/',
      '**/*.build-tmp/',
      'node_modules/',
      'tests/fixtures/',
      'test-results/',
      'playwright-report/',
      '.test-results/',
      'screenshots/',
      'bench/',
      '.preview/',
      // wrangler pages dev's bundles (npm run preview:host, the host specs), left behind when a run is stopped
      '.wrangler/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The one script that runs before TypeScript can (scripts/run.mjs) runs in Node.
  { files: ['**/*.mjs'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    // The site's link components are anchors to the accessibility rules.
    settings: { 'jsx-a11y': { components: { Link: 'a' } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Advice for the React Compiler, which this project does not use (react-hook-form's watch()).
      'react-hooks/incompatible-library': 'off',
    },
  },
  // z.url() takes any scheme, javascript: included: address fields use the helpers of lib/content/fields.ts.
  {
    files: ['lib/content/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name=/^(url|httpUrl)$/]",
          message: 'z.url() accepts javascript: and data: addresses: use webAddress(), sitePath() or linkTarget() from lib/content/fields.ts.',
        },
      ],
    },
  },
  // lib/ is the site's own code; components/ renders it. Nothing in lib/ imports from components/:
  // the props the page code builds for the islands live in lib/shared/.
  {
    files: ['lib/**/*.ts'],
    ignores: ['lib/shared/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)components/', message: 'lib/ does not import from components/: move what both need to lib/shared/.' }] }],
    },
  },
  // lib/shared/ runs in the browser too (island props, formatting, consent): no Node modules, and
  // nothing from the rest of lib/ (which reads files, runs sharp and child processes).
  {
    files: ['lib/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(node:|fs$|path$|child_process$|crypto$|os$|sharp$|worker_threads$)', message: 'lib/shared/ runs in the browser: no Node modules here.' },
            { regex: '^\\.\\./', message: 'lib/shared/ imports only from lib/shared/ (and packages that run in the browser).' },
            { regex: '(^|/)components/', message: 'lib/shared/ does not import from components/.' },
          ],
        },
      ],
    },
  },
  // No module imports itself through others: a circle of imports makes the order in which modules
  // start matter (a value read before it is set) and ties code together that should not be.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // components/ renders what it is given: the renderer (renderer/) uses components, never the other
  // way round. The page's language comes from components/locale.tsx.
  {
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [RENDERER] }],
    },
  },
  // Islands and the consent script are bundled for the browser: from lib/ they take only lib/shared/.
  {
    files: ['components/islands/**/*.{ts,tsx}', 'components/Consent/**/*.{ts,tsx}', 'components/Picture/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '(^|/)lib/(?!shared/)', message: 'Browser code takes from lib/ only what lib/shared/ has (the rest of lib/ is server code).' }, RENDERER],
        },
      ],
    },
  },
  // A page's hooks and the renderer read the content through lib/pageReads.ts, whose views note
  // what each page reads: a read around them would not be seen, and the next build would keep a
  // page whose content changed. (The URL lists and the route table read the whole content.)
  {
    files: ['pages/**/*.{ts,tsx}', 'renderer/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    ignores: ['pages/**/+onBeforePrerenderStart.ts', 'pages/**/+route.ts', 'renderer/+onPrerenderStart.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportSpecifier[imported.name=/^(getContent|getLocalizedContent)$/]',
          message: 'Pages read the content with pageContent(pageContext) or pageLocalizedContent(pageContext) (lib/pageReads.ts), so the build knows what each page read.',
        },
      ],
    },
  },
  // The tools use no test code: what both need lives in scripts/lib/ (the test sites' settings too).
  {
    files: ['scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)tests/', message: 'scripts/ does not import from tests/: move what both need to scripts/lib/.' }] }],
    },
  },
  // Vike types its page context by extending its global namespace (vike.dev/pageContext#typescript).
  { files: ['renderer/types.ts'], rules: { '@typescript-eslint/no-namespace': 'off' } },
  // Playwright fixtures call `use()`, which is not React's hook.
  { files: ['tests/e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
)
