import { Controller, Delete, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { JSONRPCMessageSchema, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import type { Request, Response } from 'express';
import { Authenticator } from '../../common/identity/authenticator.service';
import { CsrfExempt } from '../../common/identity/session/csrf.guard';
import { ProblemDetailsDto } from '../../common/problem-details.dto';
import { McpError, McpErrorCode } from './mcp.error';
import { McpToolsService } from './mcp-tools.service';

/**
 * The Streamable HTTP transport's request rules, checked before the transport sees the request so that a refusal is
 * an RFC 9457 problem like every other error of the API (the transport would answer a JSON-RPC error body).
 * @throws McpError not-acceptable (406), unsupported-media-type (415), invalid-jsonrpc (400),
 *   unsupported-protocol-version (400)
 */
function assertTransportRules(req: Request): void {
  const accept = req.headers.accept ?? '';
  if (!accept.includes('application/json') || !accept.includes('text/event-stream'))
    throw new McpError(McpErrorCode.NotAcceptable);
  if (!req.is('application/json')) throw new McpError(McpErrorCode.UnsupportedMediaType);
  // One message a request, never a JSON-RPC batch: each tool call must count against the key's rate limit (a batch
  // of 100 calls would cost one request). MCP 2025-06-18 removed batching; the SDK's client never sends one.
  if (Array.isArray(req.body) || !JSONRPCMessageSchema.safeParse(req.body).success)
    throw new McpError(McpErrorCode.InvalidJsonRpc);
  const version = req.headers['mcp-protocol-version'];
  if (version !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(String(version)))
    throw new McpError(
      McpErrorCode.UnsupportedProtocolVersion,
      `MCP-Protocol-Version ${String(version)} is not one of ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')}.`,
    );
}

/**
 * `POST /api/mcp`: the Model Context Protocol server for AI assistants (Streamable HTTP transport, stateless: a new
 * server and transport per request, JSON answers rather than an SSE stream). Authenticated by an API key only
 * (`Authorization: Bearer sl_live_…`, the key strategy's per-key rate limit and `RateLimit` headers apply to each
 * request as on the REST API); each tool checks the key's scope on its own. Not under `/api/v2`: it is one
 * JSON-RPC endpoint, not a REST resource, and never accepts the session cookie (so it needs no CSRF token).
 */
@ApiTags('mcp')
@ApiBearerAuth('apiKey')
@Controller({ path: 'mcp' })
export class McpController {
  constructor(
    private readonly authenticator: Authenticator,
    private readonly tools: McpToolsService,
  ) {}

  @Post()
  @HttpCode(200)
  // Only an API key authenticates this route (never the session cookie): no ambient credential to forge.
  @CsrfExempt()
  @ApiOperation({
    summary:
      'Model Context Protocol (Streamable HTTP, JSON-RPC 2.0): tools lookup_website, analyze_website, get_analysis_status, list_websites_using, get_technology, get_lighthouse_report, list_monitors, create_monitor — API key only',
  })
  @ApiOkResponse({ description: 'The JSON-RPC response (application/json)' })
  @ApiBadRequestResponse({
    type: ProblemDetailsDto,
    description: 'invalid-jsonrpc, unsupported-protocol-version',
  })
  @ApiUnauthorizedResponse({ type: ProblemDetailsDto, description: 'api-key-required, sign-up-required' })
  @ApiResponse({ status: 406, type: ProblemDetailsDto, description: 'not-acceptable' })
  @ApiResponse({ status: 415, type: ProblemDetailsDto, description: 'unsupported-media-type' })
  @ApiResponse({ status: 429, type: ProblemDetailsDto, description: 'rate-limited (per key, Retry-After)' })
  async handle(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (!/^Bearer\s/i.test(req.headers.authorization ?? '')) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      throw new McpError(McpErrorCode.ApiKeyRequired);
    }
    const caller = await this.authenticator.authenticate(req, res);
    assertTransportRules(req);
    const server = this.tools.createServer(caller);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  }

  @Get()
  @ApiOperation({ summary: 'Not offered: the MCP server is stateless (405 method-not-allowed)' })
  @ApiResponse({ status: 405, type: ProblemDetailsDto, description: 'method-not-allowed' })
  openStream(@Res({ passthrough: true }) res: Response): never {
    res.setHeader('Allow', 'POST');
    throw new McpError(McpErrorCode.MethodNotAllowed);
  }

  @Delete()
  @ApiOperation({ summary: 'Not offered: the MCP server keeps no session (405 method-not-allowed)' })
  @ApiResponse({ status: 405, type: ProblemDetailsDto, description: 'method-not-allowed' })
  endSession(@Res({ passthrough: true }) res: Response): never {
    res.setHeader('Allow', 'POST');
    throw new McpError(McpErrorCode.MethodNotAllowed);
  }
}
