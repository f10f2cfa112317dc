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
  // Dependencies of lazily loaded pages, optimised up front: otherwise the dev server
  // discovers them on the first visit to such a page and reloads it.
  optimizeDeps: {
    include: [
      '@fullcalendar/core',
      '@fullcalendar/daygrid',
      '@fullcalendar/interaction',
      '@fullcalendar/react',
      'chart.js',
      'chartjs-plugin-annotation',
      'chartjs-plugin-zoom',
      'firebase/firestore/lite',
      'jszip',
      'react-chartjs-2',
      'react-easy-crop',
      'xlsx',
    ],
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'functions/src/**/*.test.ts'],
    exclude: ['**/*.emulator.test.ts', 'node_modules/**'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
});
