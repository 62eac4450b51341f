/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set for a real Firebase project; without it the app signs in against the Auth Emulator. */
  readonly VITE_FIREBASE_API_KEY?: string
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string
  /** Defaults to .firebaserc's project (vite.config.ts), the one the server and emulator use. */
  readonly VITE_FIREBASE_PROJECT_ID: string
  readonly VITE_FIREBASE_APP_ID?: string
  /** The emulator as the browser reaches it; default http://127.0.0.1:9099. */
  readonly VITE_FIREBASE_AUTH_EMULATOR_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
