/**
 * The SDK's stateless HTTP transport, sending JSON-RPC error messages without McpError's
 * "MCP error <code>: " prefix. McpError writes that prefix into its own `message`; the server's
 * Protocol sends `message` on as it is, and the client's McpError writes the prefix again, so a
 * client read "MCP error -32602: MCP error -32602: unknown tool". Stripped here, at the one place
 * every answer leaves, it covers our handlers' errors and the SDK's own (a malformed tools/call
 * is refused by its wrapper before our handler runs), and JSON-RPC's `message` stays the short
 * description it is meant to be.
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { isJSONRPCErrorResponse, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

export function withoutMcpErrorPrefix(message: JSONRPCMessage): JSONRPCMessage {
  if (!isJSONRPCErrorResponse(message)) return message;
  const prefix = `MCP error ${message.error.code}: `;
  if (!message.error.message.startsWith(prefix)) return message;
  return { ...message, error: { ...message.error, message: message.error.message.slice(prefix.length) } };
}

export class BareErrorTransport extends WebStandardStreamableHTTPServerTransport {
  override send(message: JSONRPCMessage, options?: Parameters<WebStandardStreamableHTTPServerTransport['send']>[1]): Promise<void> {
    return super.send(withoutMcpErrorPrefix(message), options);
  }
}
