// What scripts/test/firestore-setup.mjs provides to the Firestore tests.
declare module 'vitest' {
  export interface ProvidedContext {
    /** FIRESTORE_EMULATOR_HOST of the emulator the tests use ("127.0.0.1:PORT"). */
    firestoreHost: string;
    /** FIREBASE_AUTH_EMULATOR_HOST of the Auth emulator the tests use ("127.0.0.1:PORT"). */
    authHost: string;
    /** The project the Auth emulator answers for: its users and sign-in links are that project's. */
    authProject: string;
  }
}
export {};
