/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  readonly VITE_USE_EMULATORS?: string;
  readonly VITE_EMULATOR_HOST?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_FUNCTIONS_REGION?: string;
  readonly VITE_EMULATOR_PORT_OFFSET?: string;
  /** the public VAPID key the reminders' pushes are signed with (the functions' VAPID_PUBLIC_KEY secret) */
  readonly VITE_VAPID_PUBLIC_KEY?: string;
  /** 'true' in the end-to-end build only: the video visit's test settings (src/features/videoVisits/logic/testSettings.ts) */
  readonly VITE_VIDEO_TEST_HOOKS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
