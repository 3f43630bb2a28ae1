// The CSV analyses' worker task. The build bundles it on its own, as dist/analysis-worker.js beside dist/main.js
// (scripts/build.mjs); analysis-pool.ts hands it to the pool's threads. It loads the pure analyses only, none of the
// server.
export { default } from '@margin/api/analysis-worker';
