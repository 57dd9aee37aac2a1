import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// https://vite.dev/config/
// Build output goes to public/ (what the corpus server serves); static assets live in static/ instead of Vite's
// default public/ (the corpus git-ignores sites/*/public/).
export default defineConfig({
  plugins: [react()],
  publicDir: 'static',
  build: { outDir: 'public', emptyOutDir: true },
})
