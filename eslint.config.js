import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

/**
 * Module boundaries (docs/decisions/130-module-boundaries.md). Element types, first match wins.
 * Shared code is layered: a type may import its own kind and the kinds listed for it, never a
 * feature, the app or the stand-in. Features may import shared code and other features; the
 * stand-in's feature parts may import features; only the entry starts the stand-in.
 */
const elements = [
  { type: 'entry', pattern: 'src/main.tsx' },
  { type: 'core', pattern: ['src/config.ts', 'src/deployment.ts', 'src/motion.ts', 'src/zodConfig.ts', 'src/vite-env.d.ts'] },
  // The route extension point: the types and the glob of `*.routes.tsx` (no feature import).
  { type: 'routes', pattern: ['src/app/routeTypes.ts', 'src/app/routeRegistry.ts'] },
  { type: 'app', pattern: 'src/app/**' },
  { type: 'i18n', pattern: 'i18n/**' },
  { type: 'dataProvider', pattern: 'src/dataProvider/**' },
  // The call notation and the boundary's shape reports: dependency-free leaves the data layer
  // uses (decision 120) though they live beside the schema engine.
  { type: 'dataProvider', pattern: ['src/resources/endpoint.ts', 'src/resources/shapeReports.ts'] },
  { type: 'authProvider', pattern: 'src/authProvider/**' },
  { type: 'resources', pattern: 'src/resources/**' },
  { type: 'widgets', pattern: 'src/widgets/**' },
  { type: 'layout', pattern: 'src/layout/**' },
  // The stand-in of the features (their endpoints and demo data) vs. its generic core.
  { type: 'mockFeature', pattern: ['src/mock/handlers/**', 'src/mock/seeds/**'] },
  { type: 'mockCore', pattern: 'src/mock/**' },
  { type: 'feature', pattern: 'src/*/**' },
  { type: 'schema', pattern: 'schemas/**' },
].map((element) => ({ ...element, mode: 'full' }));

/** What each shared type may import besides itself (lower layers only, so no two-way pairs). */
const BASE = ['core', 'i18n'];
const SHARED_LAYERS = {
  core: [],
  i18n: ['core'],
  routes: [...BASE],
  dataProvider: [...BASE],
  authProvider: [...BASE, 'routes', 'dataProvider'],
  resources: [...BASE, 'routes', 'dataProvider', 'authProvider'],
  widgets: [...BASE, 'routes', 'dataProvider', 'authProvider', 'resources'],
  layout: [...BASE, 'routes', 'dataProvider', 'authProvider', 'resources', 'widgets'],
  mockCore: [...BASE, 'dataProvider', 'authProvider', 'resources'],
};
const SHARED = Object.keys(SHARED_LAYERS);
const FEATURES = ['feature', 'schema'];
const anyOf = (types) => ({ to: { element: { types: { anyOf: types } } } });

/**
 * Known violations, each in a file another change is rewriting: remove the entry when it lands.
 * Keep this list short and say why each entry is here.
 */

const BOUNDARY_EXCEPTIONS = [
  // The call declarations (issue 10, "one endpoint declaration") parse endpoints and report
  // shapes with the engine's helpers (resources/endpoint, resources/shapeReports) while the engine
  // calls through the data layer: the helpers belong below both; remove when they move there.
  'src/dataProvider/calls.ts',
];

export default tseslint.config(
  { ignores: ['dist', 'dist-e2e', 'node_modules', 'public/mockServiceWorker.js', 'coverage', '.tmp'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX, 'check-file': checkFile },
    settings: {
      // no-cycle reads the imported modules: TypeScript files parsed by the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // No import cycles between modules (type-only imports count too: they couple the modules).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // One folder naming convention: camelCase (locale folders such as i18n/zh-CN are data names).
      'check-file/folder-naming-convention': ['error', { '{src,schemas,scripts,tests,docs}/**/': 'CAMEL_CASE' }],
    },
  },
  {
    // Boundaries hold for product code; tests and scripts may reach anything they check.
    files: ['src/**/*.{ts,tsx}', 'schemas/**/*.ts', 'i18n/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', ...BOUNDARY_EXCEPTIONS],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['src/**/*', 'schemas/**/*', 'i18n/**/*'],
      'import/resolver': { typescript: { alwaysTryTypes: true } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            ...Object.entries(SHARED_LAYERS).map(([type, lower]) => ({ from: { element: { type } }, allow: anyOf([type, ...lower]) })),
            { from: { element: { types: { anyOf: FEATURES } } }, allow: anyOf([...SHARED, ...FEATURES]) },
            { from: { element: { type: 'mockFeature' } }, allow: anyOf([...SHARED, ...FEATURES, 'mockFeature']) },
            { from: { element: { type: 'app' } }, allow: anyOf([...SHARED, ...FEATURES, 'app']) },
            { from: { element: { type: 'entry' } }, allow: anyOf([...SHARED, 'app']) },
          ],
        },
      ],
    },
  },
  {
    // Only the dataProvider layer calls the HTTP client (decision 120); everything else declares
    // its calls (defineCall) and makes them through dataProvider.call / useCallQuery.
    // Code parts load through lazyPart, never React.lazy, which keeps a failed import (decision 348).
    files: ['src/**/*.{ts,tsx}', 'schemas/**/*.ts'],
    ignores: ['src/dataProvider/**', 'src/resources/schemaProvider.ts', 'src/resources/schema.adapter.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '(^|/)dataProvider/http$', message: 'Declare the call with defineCall (src/dataProvider/calls.ts) and make it through dataProvider.call or useCallQuery (decision 120).' }],
          paths: [{ name: 'react', importNames: ['lazy'], message: 'Load code parts with lazyPart (src/resources/ui/lazyPart.tsx): a failed import is retried, not kept (decision 348).' }],
        },
      ],
    },
  },
);
