/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
}

// A language's catalogue, compiled by Lingui's Vite plugin as it is imported.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
