import { Link } from 'react-router-dom';
import { routePaths } from '../../lib/routes';
import { useSiteOrigin } from '../../state/server-render';

/** The tools the MCP server offers, as an assistant sees them (names as in the server's `tools/list`). */
const TOOLS: { name: string; scope: string; what: string }[] = [
  {
    name: 'lookup_website',
    scope: 'websites:read',
    what: 'the stored result of a website: technologies, versions, score',
  },
  {
    name: 'analyze_website',
    scope: 'analyses:write',
    what: 'analyse a website now (uses your quota); waits for the result or answers an id',
  },
  { name: 'get_analysis_status', scope: 'websites:read', what: 'follow an analysis until it is done' },
  {
    name: 'list_websites_using',
    scope: 'lists:read',
    what: 'which websites run a technology, with a version filter such as <3.5',
  },
  {
    name: 'get_technology',
    scope: 'websites:read',
    what: 'a technology: latest version, versions seen, top websites',
  },
  {
    name: 'get_lighthouse_report',
    scope: 'websites:read',
    what: 'the latest Lighthouse scores and Core Web Vitals of a website',
  },
  { name: 'list_monitors', scope: 'websites:read', what: 'the websites you monitor' },
  { name: 'create_monitor', scope: 'analyses:write', what: 'monitor a website daily or weekly' },
];

/** The configuration snippets of common MCP clients for the server at `url`. */
function snippets(url: string) {
  return {
    claudeCode: `claude mcp add --transport http stacklens ${url} \\
  --header "Authorization: Bearer sl_live_…"`,
    cursor: JSON.stringify(
      { mcpServers: { stacklens: { url, headers: { Authorization: 'Bearer sl_live_…' } } } },
      null,
      2,
    ),
    vscode: JSON.stringify(
      {
        servers: {
          stacklens: {
            type: 'http',
            url,
            headers: { Authorization: 'Bearer ${input:stacklens-key}' },
          },
        },
        inputs: [
          { type: 'promptString', id: 'stacklens-key', description: 'StackLens API key', password: true },
        ],
      },
      null,
      2,
    ),
    claudeDesktop: JSON.stringify(
      {
        mcpServers: {
          stacklens: {
            command: 'npx',
            args: ['-y', 'mcp-remote', url, '--header', 'Authorization:${STACKLENS_AUTH}'],
            env: { STACKLENS_AUTH: 'Bearer sl_live_…' },
          },
        },
      },
      null,
      2,
    ),
  };
}

/**
 * The API docs page's "Use with AI assistants" section: the MCP server's address (this site's `/api/mcp`), its tools
 * with the scope each needs, and the configuration of Claude Code, Cursor, VS Code and Claude Desktop with the
 * Authorization header.
 */
export function ApiAiAssistants() {
  const url = `${useSiteOrigin()}/api/mcp`;
  const config = snippets(url);
  return (
    <section className="sl-docs__quick-start" aria-labelledby="ai-assistants-title">
      <h2 id="ai-assistants-title">Use with AI assistants</h2>
      <p>
        StackLens runs a Model Context Protocol (MCP) server at <code>{url}</code> (Streamable HTTP). Connect
        your assistant with an API key from your <Link to={routePaths['user-api-keys']}>account</Link> in the{' '}
        <code>Authorization: Bearer sl_live_…</code> header: it acts as you, with the key&apos;s scopes, your
        plan&apos;s quota and the same 60 requests a minute. A tool the key has no scope for answers which
        scope to add; a used-up quota answers where to upgrade.
      </p>
      <ul>
        {TOOLS.map((tool) => (
          <li key={tool.name}>
            <code>{tool.name}</code> — {tool.what} (<code>{tool.scope}</code>)
          </li>
        ))}
      </ul>
      <h3>Claude Code</h3>
      <pre tabIndex={0}>{config.claudeCode}</pre>
      <h3>Cursor</h3>
      <p>
        In <code>~/.cursor/mcp.json</code> (or <code>.cursor/mcp.json</code> of a project):
      </p>
      <pre tabIndex={0}>{config.cursor}</pre>
      <h3>VS Code</h3>
      <p>
        In <code>.vscode/mcp.json</code>; VS Code asks for the key once and keeps it in its secret storage:
      </p>
      <pre tabIndex={0}>{config.vscode}</pre>
      <h3>Claude Desktop</h3>
      <p>
        In <code>claude_desktop_config.json</code>, through the <code>mcp-remote</code> bridge (or add{' '}
        <code>{url}</code> as a custom connector where your plan offers them):
      </p>
      <pre tabIndex={0}>{config.claudeDesktop}</pre>
    </section>
  );
}
