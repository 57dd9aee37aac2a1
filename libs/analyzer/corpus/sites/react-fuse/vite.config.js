import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// https://vite.dev/config/
// Build output goes to public/ (what lighttpd serves); static assets live in static/ instead of Vite's default public/.
export default defineConfig({
  plugins: [react()],
  publicDir: 'static',
  build: { outDir: 'public', emptyOutDir: true },
})
