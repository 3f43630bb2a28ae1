import { screenTests } from '../../vitest.shared';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: screenTests,
});
