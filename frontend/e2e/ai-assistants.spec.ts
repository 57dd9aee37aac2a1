import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';

test.use({ baseURL: process.env.E2E_BASE_URL });

/**
 * The API docs page tells integrators how to connect an AI assistant: the MCP server's address on this very site
 * and the clients' configuration carrying the API key in the Authorization header.
 */
test('the API docs page shows the MCP server address and client configurations', async ({
  page,
  baseURL,
}) => {
  await page.goto('/products/website-analyzer/docs');
  const section = page.getByRole('region', { name: 'Use with AI assistants' });
  const url = `${new URL(baseURL!).origin}/api/mcp`;
  await expect(section).toContainText(`MCP) server at ${url}`);
  for (const client of ['Claude Code', 'Cursor', 'VS Code', 'Claude Desktop'])
    await expect(section.getByRole('heading', { name: client })).toBeVisible();
  await expect(section.locator('pre').filter({ hasText: '"mcpServers"' }).first()).toContainText(
    `"url": "${url}"`,
  );
  await expect(section).toContainText('"Authorization": "Bearer sl_live_…"');
  await expect(section).toContainText('list_websites_using');
  // The section is checked like the shell's pages (the API reference below it is excluded there too).
  const results = await new AxeBuilder({ page })
    .include('section[aria-labelledby="ai-assistants-title"]')
    .analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
