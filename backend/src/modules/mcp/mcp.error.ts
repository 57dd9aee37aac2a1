import { ProblemError } from '../../common/problem-error';

/** Stable codes of {@link McpError}. */
export const McpErrorCode = {
  /** `POST /api/mcp` without `Authorization: Bearer sl_live_…` (a browser session is not a credential here). */
  ApiKeyRequired: 'api-key-required',
  /** `GET` / `DELETE /api/mcp`: the server is stateless (no SSE stream to open, no session to end). */
  MethodNotAllowed: 'method-not-allowed',
} as const;
export type McpErrorCode = (typeof McpErrorCode)[keyof typeof McpErrorCode];

const STATUS: Record<McpErrorCode, { status: number; title: string; detail: string }> = {
  'api-key-required': {
    status: 401,
    title: 'API key required',
    detail:
      'The MCP server is authenticated by an API key: send Authorization: Bearer sl_live_… (create a key on /user/api-keys).',
  },
  'method-not-allowed': {
    status: 405,
    title: 'Method not allowed',
    detail: 'This MCP server is stateless: send each JSON-RPC message with POST.',
  },
};

/** The MCP module's error (HTTP level; a tool's failure is a tool result with `isError`). */
export class McpError extends ProblemError {
  constructor(code: McpErrorCode, detail?: string) {
    super(code, detail ?? STATUS[code].detail, STATUS[code]);
  }
}
