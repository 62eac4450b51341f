/** True when no real Firebase project is configured: sign-in runs against the Auth Emulator. */
export const usesAuthEmulator = !import.meta.env.VITE_FIREBASE_API_KEY
