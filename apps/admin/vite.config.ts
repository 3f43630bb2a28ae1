import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

// The operators' portal is served at /admin/ by the server, or deployed on its own (set VITE_API_URL then).
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const devApiTarget = env.DEV_API_TARGET ?? 'http://localhost:3000';
  const proxy = {
    '/trpc': { target: devApiTarget, changeOrigin: true },
    '/api': { target: devApiTarget, changeOrigin: true },
  };
  return {
    base: '/admin/',
    plugins: [react()],
    server: { port: 5174, proxy },
    preview: { port: 4174, proxy },
    build: { target: 'es2022' },
  };
});
