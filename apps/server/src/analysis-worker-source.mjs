// The CSV analyses' worker task when the server runs from source (`pnpm dev` under tsx, vitest): a worker thread
// does not inherit the TypeScript loader of the main thread, so it registers tsx's before loading the real entry.
// The built server never uses this file: its threads load dist/analysis-worker.js.
import { register } from 'tsx/esm/api';

register();
const { default: analyse } = await import('./analysis-worker.ts');
export default analyse;
