import { ProblemError } from '../../common/problem-error';

/** Stable codes of {@link McpError}. */
export const McpErrorCode = {
  /** `POST /api/mcp` without `Authorization: Bearer sl_live_…` (a browser session is not a credential here). */
  ApiKeyRequired: 'api-key-required',
  /** `GET` / `DELETE /api/mcp`: the server is stateless (no SSE stream to open, no session to end). */
  MethodNotAllowed: 'method-not-allowed',
  /** The Accept header does not list both application/json and text/event-stream (the transport's rule). */
  NotAcceptable: 'not-acceptable',
  /** The body is not `application/json`. */
  UnsupportedMediaType: 'unsupported-media-type',
  /** The body is not one JSON-RPC 2.0 message (batches are refused: each call counts against the rate limit). */
  InvalidJsonRpc: 'invalid-jsonrpc',
  /** The `MCP-Protocol-Version` header names a version this server does not speak. */
  UnsupportedProtocolVersion: 'unsupported-protocol-version',
} as const;
export type McpErrorCode = (typeof McpErrorCode)[keyof typeof McpErrorCode];

const STATUS: Record<McpErrorCode, { status: number; title: string; detail: string }> = {
  'api-key-required': {
    status: 401,
    title: 'API key required',
    detail:
      'The MCP server is authenticated by an API key: send Authorization: Bearer sl_live_… (create a key on /user/api-keys).',
  },
  'not-acceptable': {
    status: 406,
    title: 'Not acceptable',
    detail: 'Accept both application/json and text/event-stream (the Streamable HTTP transport).',
  },
  'unsupported-media-type': {
    status: 415,
    title: 'Unsupported media type',
    detail: 'Send the JSON-RPC message as application/json.',
  },
  'invalid-jsonrpc': {
    status: 400,
    title: 'Invalid JSON-RPC message',
    detail: 'Send one JSON-RPC 2.0 message per request (batches are not accepted).',
  },
  'unsupported-protocol-version': {
    status: 400,
    title: 'Unsupported protocol version',
    detail: 'The MCP-Protocol-Version header names a version this server does not speak.',
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
