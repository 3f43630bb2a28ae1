export { buildServer, type ServerDeps } from './server';
export { loadEnv, type ServerEnv } from './env';
export { FASTIFY_OWN_HEADERS } from './plugins/security';
