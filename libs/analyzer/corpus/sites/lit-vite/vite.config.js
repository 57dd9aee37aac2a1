import { defineConfig } from 'vite'

// Build output goes to public/ (what the corpus server serves); static assets live in static/ instead of Vite's
// default public/ (the corpus git-ignores sites/*/public/).
export default defineConfig({
  publicDir: 'static',
  build: { outDir: 'public', emptyOutDir: true },
})
