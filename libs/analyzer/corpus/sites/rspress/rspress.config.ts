import * as path from 'node:path';
import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: path.join(__dirname, 'docs'),
  title: 'Kestrel Queue',
  description: 'A small job queue for Node.js',
  themeConfig: {
    socialLinks: [{ icon: 'github', mode: 'link', content: 'https://github.com/example/kestrel' }],
  },
});
