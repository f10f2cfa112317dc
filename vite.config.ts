/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
// By path: Vite loads its config with Node, which leaves packages (our TypeScript model among them) to Node.
import { portsAt } from './packages/model/src/emulatorPorts.ts';
import { ROUTES } from './packages/model/src/routes.ts';
import { LANGUAGES } from './src/lib/languages.ts';
import { SETTINGS_KEY } from './src/lib/storage.ts';
import { earlyPreloads } from './scripts/lib/earlyPreloads.ts';
import { pageChunks } from './scripts/lib/pageChunks.ts';
import { compileHints } from './scripts/lib/compileHints.ts';

/** What a build for a real Firebase project cannot do without (the web app's config from the Firebase console). */
const FIREBASE_SETTINGS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_MESSAGING_SENDER_ID',
  'VITE_FIREBASE_APP_ID',
];

/** Where the coin wallet reads balances: the public test network's RPC node, its chain id and the token's address. */
const CHAIN_SETTINGS = ['VITE_CHAIN_RPC_URL', 'VITE_CHAIN_ID', 'VITE_COIN_CONTRACT_ADDRESS'];

/**
 * A build that is not for the local emulators stops with the missing settings
 * named, instead of shipping an app that silently talks to a demo project.
 */
function requireFirebaseSettings(): Plugin {
  return {
    name: 'require-firebase-settings',
    apply: 'build',
    configResolved(config) {
      const env = { ...loadEnv(config.mode, config.envDir || process.cwd(), 'VITE_'), ...process.env };
      if (usesEmulators(env)) return;
      if (env.VITE_VIDEO_TEST_HOOKS) throw new Error('VITE_VIDEO_TEST_HOOKS is for the end-to-end build only (scripts/build-e2e.ts), never a production build.');
      const missing = [...FIREBASE_SETTINGS, ...CHAIN_SETTINGS].filter((name) => !env[name]);
      if (missing.length > 0) {
        throw new Error(
          `The production build needs the Firebase web app and coin chain settings: ${missing.join(', ')} ` +
            '(set them in the environment or in .env.production.local; `vite build --mode emulators` builds for the local emulators).',
        );
      }
    },
  };
}

const usesEmulators = (env: Record<string, string | undefined>) => env.VITE_USE_EMULATORS === 'true' || env.VITE_USE_EMULATORS === '1';

/**
 * A signed-in page's first requests go to Auth (the account is looked up again at start) and then Firestore,
 * two other origins: the page connects to them while its scripts load, instead of after (on a phone each
 * connection costs two or three round trips).
 */
function preconnectFirebase(): Plugin {
  let origins: string[] = [];
  return {
    name: 'preconnect-firebase',
    configResolved(config) {
      const env = { ...loadEnv(config.mode, config.envDir || process.cwd(), 'VITE_'), ...process.env };
      if (usesEmulators(env)) {
        const host = env.VITE_EMULATOR_HOST || '127.0.0.1';
        const ports = portsAt(Number(env.VITE_EMULATOR_PORT_OFFSET || 0));
        origins = [`http://${host}:${ports.auth}`, `http://${host}:${ports.firestore}`];
      } else {
        origins = ['https://identitytoolkit.googleapis.com', 'https://firestore.googleapis.com'];
      }
    },
    // Both send their requests without credentials: the connection must be an anonymous one to be used.
    transformIndexHtml: () =>
      origins.map((href) => ({ tag: 'link', attrs: { rel: 'preconnect', href, crossorigin: '' }, injectTo: 'head' as const })),
  };
}

/**
 * Firestore imports Google's RE2 port (41 KB after brotli, nearly a third of its chunk) for pipeline expressions the app
 * never builds: the build gives it the browser's own engine instead (src/lib/firebase/regexEngine.ts). Tests keep
 * the real one, to compare the two.
 */
function browserRegexForFirestore(): Plugin {
  const engine = fileURLToPath(new URL('./src/lib/firebase/regexEngine.ts', import.meta.url));
  return { name: 'browser-regex-for-firestore', apply: 'build', enforce: 'pre', resolveId: (source) => (source === 're2js' ? engine : null) };
}

/**
 * The installable app: a web manifest and a service worker (Workbox) that precaches the built files, so that
 * the app starts offline after one visit. A new version waits until the user reloads (src/app/serviceWorker.ts
 * offers it), so a page never mixes the files of two versions. The worker also shows the reminders' push
 * notifications: their handlers are public/push-worker.js, which it imports.
 */
const installableApp = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    name: 'Texavie Rehab',
    short_name: 'Rehab',
    description: 'Remote rehabilitation with wearable sensors: sessions, charts, plans and appointments.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#3a57e8',
    icons: [
      { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/pwa-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The manifest and its icons are added by the plugin itself.
    globPatterns: ['**/*.{js,css,html,svg}'],
    // The session export (SheetJS, JSZip) reads its data online anyway: not worth every phone's download.
    globIgnores: ['**/export.worker-*.js'],
    navigateFallback: 'index.html',
    // Firebase Hosting's reserved pages (the Auth handler) are never answered by the app.
    navigateFallbackDenylist: [/^\/__\//],
    cleanupOutdatedCaches: true,
    importScripts: ['push-worker.js'],
  },
});

const PATIENT_HOME_MODULES = ['src/features/shell/pages/ShellLayout.tsx', 'src/app/pages/PatientHomePage.tsx'];

// The first pages people open each load one chunk of their own beside the first chunk (scripts/lib/pageChunks.ts).
const firstPages = pageChunks(
  [
    { name: 'sign-in', modules: ['src/features/auth/pages/SignInPage.tsx'] },
    { name: 'patient-home', modules: [...PATIENT_HOME_MODULES, 'src/app/pages/patientHomeReads.ts'], signedIn: true },
  ],
  {
    // The pages of src/app/router.tsx a signed-out visitor can open (a page missing here only costs it a bigger download).
    pages: [
      'src/features/auth/pages/SignInPage.tsx',
      'src/features/auth/pages/SignUpPage.tsx',
      'src/features/auth/pages/PasswordResetPage.tsx',
      'src/features/auth/pages/LockScreenPage.tsx',
      'src/features/auth/pages/ConfirmMailPage.tsx',
      'src/features/shell/pages/PublicComingSoonPage.tsx',
      'src/features/shell/pages/MaintenancePage.tsx',
      'src/features/shell/pages/FaqPage.tsx',
      'src/features/shell/pages/TermsPage.tsx',
    ],
    signedInLoaders: ['src/app/router.tsx', 'src/app/firstReads.ts'],
    uiKit: /\/node_modules\/(react-bootstrap|@restart|@popperjs|dom-helpers|react-transition-group|uncontrollable|dequal|warning|invariant|classnames|prop-types|@react-aria\/ssr)\//,
  },
);

export default defineConfig({
  plugins: [
    react(),
    requireFirebaseSettings(),
    preconnectFirebase(),
    browserRegexForFirestore(),
    // What the first render waits for downloads beside the first chunk; on a patient's phone, the home's code too.
    earlyPreloads({
      pages: { [ROUTES['patient.home']]: PATIENT_HOME_MODULES },
      texts: Object.fromEntries(
        LANGUAGES.map(({ code }) => [code, { public: `src/app/i18n/bundles/${code}.ts`, signedIn: `src/app/i18n/bundles/${code}.signedIn.ts` }]),
      ),
      styles: { ltr: 'assets/bootstrap.min-', rtl: 'assets/bootstrap.rtl.min-' },
      rtl: LANGUAGES.filter(({ dir }) => dir === 'rtl').map(({ code }) => code),
      settingsKey: SETTINGS_KEY,
      defaultLanguage: 'en',
    }),
    firstPages.plugin,
    compileHints(['start', 'patient-home']),
    installableApp,
  ],
  server: {
    host: '127.0.0.1',
    port: Number(process.env.APP_PORT ?? 5173),
    strictPort: true,
  },
  preview: {
    host: '127.0.0.1',
    port: Number(process.env.APP_PORT ?? 4173),
    strictPort: true,
  },
  worker: { format: 'es' },
  build: {
    rolldownOptions: {
      output: {
        // What the first page always runs (React, the router, the store, Auth, i18next…) in one chunk, instead of
        // dozens of small shared chunks, each a request on the phone's slow first load.
        codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }, ...firstPages.groups] },
      },
    },
  },
  // Dependencies of lazily loaded pages, optimised up front: otherwise the dev server
  // discovers them on the first visit to such a page and reloads it.
  optimizeDeps: {
    include: [
      '@fullcalendar/core',
      '@fullcalendar/daygrid',
      '@fullcalendar/interaction',
      '@fullcalendar/react',
      'chart.js',
      'chartjs-plugin-annotation',
      'chartjs-plugin-zoom',
      'firebase/firestore/lite',
      'react-chartjs-2',
      'react-easy-crop',
    ],
  },
  test: {
    // In CI a stray `.only` fails the run instead of silently running less of it.
    allowOnly: !process.env.CI,
    exclude: ['**/*.emulator.test.ts', 'node_modules/**'],
    css: false,
    // A DOM test that types into a form takes about 2 s on an idle 2-core machine and three times that with a
    // third of a core: a test fails for what it checks, never because the machine is busy (npm run test:stress).
    testTimeout: 30_000,
    // Vitest leaves a core for itself by default: on a 2-core machine that is one worker and half the machine idle.
    maxWorkers: availableParallelism(),
    // Worker threads start and share modules more cheaply than child processes: the suite takes about an eighth
    // less CPU (284 against 329 CPU seconds on a 2-core machine). No test changes the working directory or exits.
    pool: 'threads',
    // A DOM costs about half a second per test file: only the tests of components (*.test.tsx) and the tests
    // without JSX that need one (hooks, browser storage: *.dom.test.ts) get one.
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // The test files of a worker share its document and its packages' modules; each file runs our own modules
          // afresh, with its mocks, and leaves the page as it found it (src/test/setup.ts): about a third of the CPU
          // of a fresh worker per file (which loads React, Firebase and the rest again).
          isolate: false,
          include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // Plain modules without a DOM: one module cache per worker (a fresh one per file costs more than the tests).
          isolate: false,
          include: ['src/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts', 'functions/src/**/*.test.ts'],
          exclude: ['**/*.emulator.test.ts', '**/*.dom.test.ts', 'node_modules/**'],
        },
      },
    ],
  },
});
