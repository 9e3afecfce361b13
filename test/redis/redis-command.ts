/**
 * One command to a test's redis-server over a plain socket (RESP), apart from the server under
 * test and its client: what a test reads or resets in Redis is then not seen through our own code.
 */
import { connect } from 'node:net';

/** Sends `args` as one command to 127.0.0.1:`port`; resolves with the raw reply (e.g. `:42\r\n`). */
export function redisCommand(port: number, ...args: string[]): Promise<string> {
  const request = `*${args.length}\r\n${args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`).join('')}`;
  return new Promise((resolve, reject) => {
    let reply = '';
    // QUIT after the command: Redis answers both and closes, so the reply is whole at 'end'.
    const socket = connect(port, '127.0.0.1', () => socket.end(`${request}*1\r\n$4\r\nQUIT\r\n`));
    socket.on('data', (chunk) => (reply += chunk));
    socket.on('end', () => resolve(reply.replace(/\+OK\r\n$/, '')));
    socket.on('error', reject);
  });
}
