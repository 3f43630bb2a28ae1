import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { loadAdminBuildEnv } from './env';

// The operators' portal is served at /admin/ by the server, or deployed on its own (set VITE_API_URL and
// ADMIN_BASE_PATH then).
export default defineConfig(({ mode }) => {
  const { DEV_API_TARGET: target, ADMIN_BASE_PATH: base } = loadAdminBuildEnv(
    loadEnv(mode, process.cwd(), ''),
  );
  const proxy = { '/trpc': { target, changeOrigin: true }, '/api': { target, changeOrigin: true } };
  return {
    base,
    plugins: [react()],
    server: { port: 5174, proxy },
    preview: { port: 4174, proxy },
    build: { target: 'es2022' },
  };
});
