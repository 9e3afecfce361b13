/**
 * The deployment files (Dockerfile, compose.yaml, deploy/), read as their own tools read them, for
 * the tests that check them against each other and against the server: the Dockerfile through
 * dockerfile-ast (the parser of the linter in deploy-lint.test.ts), compose.yaml through the yaml
 * package with merge keys on (as Compose resolves `<<: *tooldeck`).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DockerfileParser } from 'dockerfile-ast';
import { parse } from 'yaml';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const DOCKERFILE = `${ROOT}Dockerfile`;
export const COMPOSE = `${ROOT}compose.yaml`;
export const UNIT = `${ROOT}deploy/tooldeck.service`;
export const NGINX = `${ROOT}deploy/nginx.conf`;
/** Where the unit expects the checkout (its WorkingDirectory and ExecStart). */
export const UNIT_INSTALL_DIR = '/opt/tooldeck';

export function dockerfile() {
  return DockerfileParser.parse(readFileSync(DOCKERFILE, 'utf8'));
}

/** The global ARGs (before the first FROM) with their defaults. */
export function dockerArgs(): Record<string, string> {
  return Object.fromEntries(dockerfile().getInitialARGs().map((arg) => [arg.getProperty()!.getName(), arg.getProperty()!.getValue() ?? '']));
}

/** The ENV of the final stage, the one that runs. */
export function dockerEnv(): Record<string, string> {
  const stages = dockerfile().getFROMs();
  const runtimeStart = stages.at(-1)!.getRange().start.line;
  return Object.fromEntries(
    dockerfile()
      .getENVs()
      .filter((env) => env.getRange().start.line > runtimeStart)
      .flatMap((env) => env.getProperties().map((property) => [property.getName(), property.getValue() ?? ''])),
  );
}

export function dockerExposedPorts(): number[] {
  return dockerfile()
    .getInstructions()
    .filter((instruction) => instruction.getKeyword() === 'EXPOSE')
    .flatMap((instruction) => instruction.getArguments().map((argument) => Number(argument.getValue().replace(/\/tcp$/, ''))));
}

/** The HEALTHCHECK's command in exec form: `CMD ["bun", "-e", …]`. */
export function dockerHealthcheckArgv(): string[] {
  const [healthcheck] = dockerfile().getHEALTHCHECKs();
  const content = healthcheck!.getArgumentsContent()!;
  return JSON.parse(content.replace(/^CMD\s+/, '')) as string[];
}

interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
}

export function compose(): ComposeFile {
  return parse(readFileSync(COMPOSE, 'utf8'), { merge: true }) as ComposeFile;
}

/** The services built from this repository: the tooldeck instances. */
export function composeInstances(): [string, ComposeService][] {
  return Object.entries(compose().services).filter(([, service]) => service.build !== undefined);
}

/** `Environment=NAME=value` lines of the unit (the unit writes each unquoted, one a line). */
export function unitEnvironment(): Record<string, string> {
  const lines = readFileSync(UNIT, 'utf8').split('\n');
  return Object.fromEntries(
    lines
      .filter((line) => line.startsWith('Environment='))
      .map((line) => {
        const assignment = line.slice('Environment='.length);
        const equals = assignment.indexOf('=');
        return [assignment.slice(0, equals), assignment.slice(equals + 1)];
      }),
  );
}

/** `server host:port;` lines of nginx.conf's `upstream tooldeck { … }` block. */
export function nginxUpstreamServers(): { host: string; port: number }[] {
  const block = /upstream\s+tooldeck\s*\{([^}]*)\}/.exec(readFileSync(NGINX, 'utf8'));
  if (!block) return [];
  return [...block[1]!.matchAll(/^\s*server\s+([A-Za-z0-9.-]+):([0-9]+)\s*;/gm)].map((match) => ({ host: match[1]!, port: Number(match[2]) }));
}
