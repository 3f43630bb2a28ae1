// The CSV analyses' worker thread. The build bundles it on its own, as dist/analysis-worker.js beside dist/main.js
// (scripts/build.mjs); analysis-pool.ts starts it. It loads the pure analyses only, none of the server.
import '@margin/api/analysis-worker';
