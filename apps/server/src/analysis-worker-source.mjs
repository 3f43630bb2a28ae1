// The CSV analyses' worker thread when the server runs from source (`pnpm dev` under tsx, vitest): a worker thread
// does not inherit the TypeScript loader of the main thread, so it registers tsx's before loading the real entry.
// The built server never uses this file: it starts dist/analysis-worker.js.
import { register } from 'tsx/esm/api';

register();
await import('./analysis-worker.ts');
