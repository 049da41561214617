import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/** Screens change by a page load: the /m layout draws its frame from the path a page was loaded for. */
const noNextLink = { name: 'next/link', message: 'Use a plain <a href>: a screen changes by a page load (README, Architecture).' };

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      // Screens navigate with whole-document loads on purpose: the shared /m layout draws the header, bottom menu
      // and download bar from the path the proxy hands it (x-mc-pathname), and a client-side <Link> navigation
      // would keep the previous screen's frame. Plain <a href> is the design, not an oversight.
      '@next/next/no-html-link-for-pages': 'off',
      // The same holds for the few scripted moves (after a saved password, a sent reset, an ended session).
      '@next/next/no-location-assign-relative-destination': 'off',
      // Every picture is a platform or merchant URL on a host unknown at build time (or a captcha data URL);
      // next/image would route them through the app's optimiser and ship a client component for no gain.
      '@next/next/no-img-element': 'off',
      // An underscore marks a value dropped on purpose (rest destructuring to omit a field, unused parameters).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The build compiles the messages (next.config.mjs, messages.precompile): a raw message is a compiled structure,
    // not the catalogue's text, so the app never fills one in by hand.
    files: ['app/**', 'components/**', 'features/**', 'lib/**', 'i18n/**', 'proxy.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='raw']", message: 'Format the message with t(key, values): messages are compiled at build time.' },
        {
          selector: "CallExpression[callee.object.name='router'][callee.property.name=/^(push|replace)$/]",
          message: 'A screen changes to another by a page load (<a href>, window.location) or a server action\'s redirect: the /m layout draws its frame from the path it was loaded for.',
        },
      ],
      // The same reason: a client-side <Link> navigation would keep the previous screen's frame.
      'no-restricted-imports': ['error', { paths: [noNextLink] }],
    },
  },
  {
    // One way for a screen to load: askPlatform(call, input) or a loader of logic/ that reads the request itself;
    // the call options are the pipeline's and the doors', never handed around by a screen.
    files: ['app/**', 'features/*/components/**', 'components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            noNextLink,
            { name: '@/lib/request/context', importNames: ['requestOptions'], message: 'A screen loads with askPlatform(call, input) or a loader of its feature\'s logic/ (README, a new screen).' },
          ],
        },
      ],
    },
  },
  {
    // No React runs here: the simulator, scripts and tests name helpers use* (Playwright's fixture `use`, useSim),
    // which the hooks rules would mistake for hooks.
    files: ['platform-sim/**', 'scripts/**', 'tests/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'node_modules/**',
    'playwright-report/**',
    'test-results/**',
    'deploy/**',
  ]),
]);
