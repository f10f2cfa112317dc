/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    port: Number(process.env.APP_PORT ?? 5173),
    strictPort: true,
  },
  preview: {
    host: '127.0.0.1',
    port: Number(process.env.APP_PORT ?? 4173),
    strictPort: true,
  },
  worker: { format: 'es' },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'functions/src/**/*.test.ts'],
    exclude: ['**/*.emulator.test.ts', 'node_modules/**'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
});
