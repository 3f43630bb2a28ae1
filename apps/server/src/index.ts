export { buildServer, type ServerDeps } from './server';
export { loadEnv, type ServerEnv } from './env';
