export { buildServer, type ServerDeps } from './server';
export { loadEnv, type ServerEnv, ZServerEnvSchema, EnvError } from './env';
export { appDirs } from './app-paths';
