import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Who may import whom among the server's modules (apps/server/src/modules/*), bottom layer first: a module
// reaches only those listed for it, never through their repositories, so the modules form no cycle (ADR 023).
const SERVER_MODULES = {
  media: [],
  institute: ['media'],
  mail: ['institute', 'media'],
  auth: ['mail'],
  notifications: ['auth', 'institute', 'mail', 'staff'],
  files: ['auth'],
  documents: ['auth', 'files', 'institute', 'notifications', 'staff'],
  catalogue: ['auth', 'files', 'institute', 'media', 'staff'],
  profile: ['auth', 'catalogue', 'documents', 'enrolment', 'files', 'institute', 'notifications', 'staff'],
  enrolment: ['auth', 'catalogue', 'institute', 'notifications', 'staff'],
  payments: ['auth', 'catalogue', 'enrolment', 'institute', 'mail', 'notifications', 'staff'],
  journey: ['auth', 'catalogue', 'enrolment', 'files', 'institute', 'mail', 'notifications', 'staff'],
  grading: ['auth', 'catalogue', 'enrolment', 'files', 'journey', 'notifications', 'quiz', 'staff'],
  attendance: ['auth', 'catalogue', 'enrolment', 'files', 'journey', 'staff'],
  quiz: ['auth', 'catalogue', 'enrolment', 'institute', 'journey', 'mail', 'notifications', 'staff'],
  grades: ['auth', 'enrolment', 'institute', 'journey', 'notifications', 'quiz', 'staff'],
  tutor: ['auth', 'catalogue', 'enrolment', 'institute', 'journey', 'quiz'],
  rewards: ['auth', 'enrolment', 'institute', 'media', 'notifications', 'payments'],
  live: ['auth', 'catalogue', 'enrolment', 'institute', 'notifications', 'staff'],
  forum: ['auth', 'catalogue', 'enrolment', 'institute', 'notifications', 'staff'],
  support: ['auth', 'institute', 'mail', 'notifications', 'staff'],
  staff: ['auth', 'institute', 'mail'],
  reports: ['auth', 'institute', 'staff'],
  settings: ['auth', 'files', 'institute', 'media', 'staff'],
  content: ['auth', 'catalogue', 'content-folder', 'files', 'institute', 'media', 'staff', 'tutor'],
  'content-folder': ['auth', 'catalogue', 'institute', 'media', 'rewards', 'staff', 'tutor'],
  metrics: ['payments'],
  health: [],
  places: [],
};

const SERVER_MODULES_DIR = 'apps/server/src/modules';

const WEB_FEATURES = readdirSync(path.join(import.meta.dirname, 'apps/web/src/features'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Each module folder has its entry and each entry its folder; a cycle in the map fails the config at load. */
function checkServerModules(modules) {
  const folders = readdirSync(path.join(import.meta.dirname, SERVER_MODULES_DIR), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const unlisted = folders.filter((folder) => !(folder in modules));
  if (unlisted.length > 0)
    throw new Error(`SERVER_MODULES (eslint.config.js) does not say what ${unlisted.join(', ')} may import`);
  const named = [...Object.keys(modules), ...Object.values(modules).flat()];
  const unknown = [...new Set(named.filter((name) => !folders.includes(name)))];
  if (unknown.length > 0)
    throw new Error(
      `SERVER_MODULES (eslint.config.js) names ${unknown.join(', ')}, not in ${SERVER_MODULES_DIR}`,
    );
  const done = new Set();
  const visit = (name, trail) => {
    if (trail.includes(name))
      throw new Error(
        `SERVER_MODULES (eslint.config.js) has a cycle: ${[...trail.slice(trail.indexOf(name)), name].join(' → ')}`,
      );
    if (done.has(name)) return;
    for (const next of modules[name]) visit(next, [...trail, name]);
    done.add(name);
  };
  for (const name of Object.keys(modules)) visit(name, []);
}

checkServerModules(SERVER_MODULES);

const serverModule = (name) => `./${SERVER_MODULES_DIR}/${name}`;
const serverRepositories = (name) =>
  path.join(import.meta.dirname, SERVER_MODULES_DIR, name, '**/*.repository.ts');

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-cycle': 'error',
      // a feature reaches another only through its calls (`api/`); what is not a domain lives in lib/
      'import/no-restricted-paths': [
        'error',
        {
          zones: WEB_FEATURES.map((feature) => ({
            target: `./apps/web/src/features/${feature}`,
            from: './apps/web/src/features',
            except: [`./${feature}`, ...WEB_FEATURES.map((other) => `./${other}/api`)],
            message: 'Another feature is reached through its calls (its api/ folder), never its screens.',
          })),
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { import: importPlugin },
    // the plugin follows imports through the server's own files, not through the packages
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
      'import/extensions': ['.ts', '.js'],
      'import/ignore': ['node_modules'],
    },
    rules: { 'import/no-cycle': 'error' },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    // Better Auth's own handler is mounted whole, not an operation of the portal's
    ignores: ['**/*.test.ts', 'apps/server/src/modules/auth/auth.routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(get|head|post|put|patch|delete|options|all|route)$/][callee.object.name='app']",
          message:
            'A route is registered from its contract operation: route(app, operation, handler) (lib/route.ts).',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    // the server's painting replays the page's opening calls as they were made
    ignores: ['apps/web/src/ssr/render-page.tsx', 'apps/web/src/lib/api-client.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/api-client'],
              importNames: ['apiFetch', 'apiDownload'],
              message:
                'Call the API through its contract operation: call(operation, input) or download(operation, input) (lib/api-client.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/console/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    rules: { ...reactHooks.configs.recommended.rules, 'import/no-cycle': 'error' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/console/src/**/*.{ts,tsx}'],
    // tests and their answers name the addresses they answer
    ignores: [
      '**/*.test.{ts,tsx}',
      'apps/web/src/test/**',
      'apps/web/src/**/*-test-data.ts',
      'apps/web/src/**/*-fixtures.ts',
      'apps/web/src/features/journey/content/render-content.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//], TemplateElement[value.raw=/^\\/api\\//]',
          message:
            'An API address comes from its contract operation: call(operation, input) (lib/api-client.ts, lib/api.ts).',
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    // a test composes modules as the app does
    ignores: ['**/*.test.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: Object.entries(SERVER_MODULES).flatMap(([name, allowed]) => [
            {
              target: serverModule(name),
              from: `./${SERVER_MODULES_DIR}`,
              except: [name, ...allowed].map((module) => `./${module}`),
              message: `${name} may import ${allowed.length > 0 ? `only ${allowed.join(', ')}` : 'no other module'} (SERVER_MODULES in eslint.config.js).`,
            },
            {
              target: serverModule(name),
              from: serverRepositories('*'),
              except: [serverRepositories(name)],
              message: "Another module's records are reached through its service, never its repository.",
            },
          ]),
        },
      ],
    },
  },
);
