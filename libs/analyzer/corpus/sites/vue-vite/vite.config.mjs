export default { logLevel: 'warn', build: { outDir: 'public', emptyOutDir: true, rollupOptions: { input: 'index.html' } } };
