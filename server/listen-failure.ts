/**
 * Why the server could not listen, as one line naming the variable to change (PORT or HOST),
 * the way a bad configuration value is reported; undefined for a failure that is not about the
 * listen address, which then keeps its stack trace.
 */
export function listenFailure(error: unknown, port: number, host: string): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'EADDRINUSE':
      return `PORT ${port} is already in use on ${host}; set PORT to a free port`;
    case 'EADDRNOTAVAIL':
      return `HOST ${host} is not an address of this machine; set HOST to one (0.0.0.0 listens on all)`;
    default:
      return undefined;
  }
}
