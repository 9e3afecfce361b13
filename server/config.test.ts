/** loadConfig: the defaults of DESIGN.md's table, strict whole numbers, and messages that name the variable. */
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_PLAYGROUND_DIR, loadConfig } from './config.ts';

function refusal(env: Record<string, string>, cpuCount = 4): ConfigError {
  try {
    loadConfig(env, cpuCount);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be refused`);
}

describe('loadConfig', () => {
  it('gives the defaults of the configuration table when nothing is set', () => {
    expect(loadConfig({}, 8)).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      rateLimitPerMinute: 60,
      rateLimitPerDay: 500,
      rateLimitGlobalPerDay: 50_000,
      mcpRateLimitPerMinute: 120,
      mcpTools: 'curated',
      mcpAllowedOrigins: [],
      mcpHost: undefined,
      trustProxy: 0,
      workers: 8,
      toolTimeoutMs: 10_000,
      maxBodyBytes: 26_214_400,
      basePath: '',
      playgroundDir: DEFAULT_PLAYGROUND_DIR,
      binTtlSeconds: 7_200,
      binStoreMaxBytes: 1_073_741_824,
      binRateLimitPerMinute: 10,
      binHost: undefined,
      cardHost: undefined,
      cardRateLimitPerMinute: 120,
      githubApiUrl: 'https://api.github.com',
      githubTokens: [],
      redisUrl: undefined,
      recipeTimeoutMs: 30_000,
    });
  });

  it('reads every variable', () => {
    const env = {
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/tool deck',
      RATE_LIMIT_PER_MINUTE: '5',
      RATE_LIMIT_PER_DAY: '0',
      RATE_LIMIT_GLOBAL_PER_DAY: '9007199254740991',
      MCP_RATE_LIMIT_PER_MINUTE: '7',
      MCP_TOOLS: 'all',
      MCP_ALLOWED_ORIGINS: 'https://app.example.org,http://localhost:5173',
      MCP_HOST: 'mcp.example.org',
      TRUST_PROXY: '2',
      WORKERS: '3',
      TOOL_TIMEOUT_MS: '250',
      MAX_BODY_BYTES: '1024',
      BASE_PATH: '/tools/deck',
      PLAYGROUND_DIR: '/srv/playground',
      BIN_TTL_SECONDS: '2',
      BIN_STORE_MAX_BYTES: '0',
      BIN_RATE_LIMIT_PER_MINUTE: '3',
      BIN_HOST: 'bins.example.org',
      CARD_HOST: 'Cards.Example.org',
      CARD_RATE_LIMIT_PER_MINUTE: '30',
      GITHUB_API_URL: 'https://github.example.org/api/v3/',
      GITHUB_TOKENS: 'ghp_one, ghp_two',
      REDIS_URL: 'redis://:secret@redis.internal:6379/2',
      RECIPE_TIMEOUT_MS: '900',
    };
    expect(loadConfig(env, 8)).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/tool deck',
      rateLimitPerMinute: 5,
      rateLimitPerDay: 0,
      rateLimitGlobalPerDay: Number.MAX_SAFE_INTEGER,
      mcpRateLimitPerMinute: 7,
      mcpTools: 'all',
      mcpAllowedOrigins: ['https://app.example.org', 'http://localhost:5173'],
      mcpHost: 'mcp.example.org',
      trustProxy: 2,
      workers: 3,
      toolTimeoutMs: 250,
      maxBodyBytes: 1024,
      basePath: '/tools/deck',
      playgroundDir: '/srv/playground',
      binTtlSeconds: 2,
      binStoreMaxBytes: 0,
      binRateLimitPerMinute: 3,
      binHost: 'bins.example.org',
      cardHost: 'cards.example.org',
      cardRateLimitPerMinute: 30,
      githubApiUrl: 'https://github.example.org/api/v3',
      githubTokens: ['ghp_one', 'ghp_two'],
      redisUrl: 'redis://:secret@redis.internal:6379/2',
      recipeTimeoutMs: 900,
    });
  });

  it('treats an empty variable as unset', () => {
    const env = { PORT: '', HOST: '', DATA_DIR: '', RATE_LIMIT_PER_MINUTE: '', WORKERS: '', TOOL_TIMEOUT_MS: '', BASE_PATH: '', PLAYGROUND_DIR: '' };
    expect(loadConfig(env, 2)).toEqual(loadConfig({}, 2));
  });

  it('accepts 0 for every limit, meaning off', () => {
    const config = loadConfig(
      { RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_DAY: '0', RATE_LIMIT_GLOBAL_PER_DAY: '0', MCP_RATE_LIMIT_PER_MINUTE: '0', MAX_BODY_BYTES: '0' },
      1,
    );
    expect([config.rateLimitPerMinute, config.rateLimitPerDay, config.rateLimitGlobalPerDay, config.mcpRateLimitPerMinute, config.maxBodyBytes]).toEqual([0, 0, 0, 0, 0]);
  });

  it('accepts the ends of the port range and leading zeros', () => {
    expect(loadConfig({ PORT: '0' }, 1).port).toBe(0);
    expect(loadConfig({ PORT: '65535' }, 1).port).toBe(65_535);
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: '007' }, 1).rateLimitPerMinute).toBe(7);
  });

  it('defaults RECIPE_TIMEOUT_MS to three tool deadlines, within what a timer can wait', () => {
    expect(loadConfig({ TOOL_TIMEOUT_MS: '250' }, 1).recipeTimeoutMs).toBe(750);
    expect(loadConfig({ TOOL_TIMEOUT_MS: '2147483647' }, 1).recipeTimeoutMs).toBe(2_147_483_647);
    expect(loadConfig({ TOOL_TIMEOUT_MS: '250', RECIPE_TIMEOUT_MS: '100' }, 1).recipeTimeoutMs).toBe(100);
  });

  it('defaults WORKERS to the CPU count, and to 1 when the count is 0 or not a number', () => {
    expect(loadConfig({}, 2).workers).toBe(2);
    expect(loadConfig({}, 0).workers).toBe(1);
    expect(loadConfig({}, Number.NaN).workers).toBe(1);
  });

  it.each(['abc', '1e3', '-1', ' 5', '5 ', '5.5', '5.0', '0x10', '+5', '٣', '9007199254740992', '99999999999999999999'])(
    'refuses %j for a limit, naming the variable and what it expects',
    (value) => {
      const error = refusal({ RATE_LIMIT_PER_MINUTE: value });
      expect(error.variable).toBe('RATE_LIMIT_PER_MINUTE');
      expect(error.message).toBe(`RATE_LIMIT_PER_MINUTE must be a whole number ≥ 0 (0 turns the limit off), got ${JSON.stringify(value)}`);
    },
  );

  it.each([
    ['PORT', '65536', 'PORT must be a whole number from 0 to 65535, got "65536"'],
    ['PORT', 'http', 'PORT must be a whole number from 0 to 65535, got "http"'],
    ['HOST', ' ', 'HOST must be a host name or IP address without spaces, got " "'],
    ['HOST', 'local host', 'HOST must be a host name or IP address without spaces, got "local host"'],
    ['DATA_DIR', './data\n', 'DATA_DIR must be a directory path without surrounding spaces or control characters, got "./data\\n"'],
    ['RATE_LIMIT_PER_DAY', '-1', 'RATE_LIMIT_PER_DAY must be a whole number ≥ 0 (0 turns the limit off), got "-1"'],
    ['RATE_LIMIT_GLOBAL_PER_DAY', '5e4', 'RATE_LIMIT_GLOBAL_PER_DAY must be a whole number ≥ 0 (0 turns the limit off), got "5e4"'],
    ['MCP_RATE_LIMIT_PER_MINUTE', '1.5', 'MCP_RATE_LIMIT_PER_MINUTE must be a whole number ≥ 0 (0 turns the limit off), got "1.5"'],
    ['TRUST_PROXY', 'true', 'TRUST_PROXY must be a whole number of proxy hops ≥ 0 (0 trusts none), got "true"'],
    ['WORKERS', '0', 'WORKERS must be a whole number ≥ 1, got "0"'],
    ['TOOL_TIMEOUT_MS', '0', 'TOOL_TIMEOUT_MS must be a whole number of milliseconds from 1 to 2147483647, got "0"'],
    ['TOOL_TIMEOUT_MS', '2147483648', 'TOOL_TIMEOUT_MS must be a whole number of milliseconds from 1 to 2147483647, got "2147483648"'],
    ['RECIPE_TIMEOUT_MS', '0', 'RECIPE_TIMEOUT_MS must be a whole number of milliseconds from 1 to 2147483647, got "0"'],
    ['RECIPE_TIMEOUT_MS', '30s', 'RECIPE_TIMEOUT_MS must be a whole number of milliseconds from 1 to 2147483647, got "30s"'],
    ['MAX_BODY_BYTES', '25MB', 'MAX_BODY_BYTES must be a whole number of bytes ≥ 0 (0 turns the limit off), got "25MB"'],
  ])('refuses %s=%j', (variable, value, message) => {
    const error = refusal({ [variable]: value });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ConfigError');
    expect(error.variable).toBe(variable);
    expect(error.message).toBe(message);
  });

  it('normalises BASE_PATH: "/" is the root, one trailing slash is dropped', () => {
    expect(loadConfig({ BASE_PATH: '/' }, 1).basePath).toBe('');
    expect(loadConfig({ BASE_PATH: '/tools' }, 1).basePath).toBe('/tools');
    expect(loadConfig({ BASE_PATH: '/tools/' }, 1).basePath).toBe('/tools');
    expect(loadConfig({ BASE_PATH: '/a/b-c/d_e.f~' }, 1).basePath).toBe('/a/b-c/d_e.f~');
    expect(loadConfig({ BASE_PATH: '/apis' }, 1).basePath).toBe('/apis');
  });

  it.each(['tools', '/tools//', '//tools', '/a//b', '/a/../b', '/./a', '/..', '/to ols', '/tools?x=1', '/tools#x', '/t%2Fx', '/api', '/API/v1', '/docs', '/assets', '/playground', '/tools\\x', '/tö'])(
    'refuses BASE_PATH=%j, naming the variable and what it expects',
    (value) => {
      const error = refusal({ BASE_PATH: value });
      expect(error.variable).toBe('BASE_PATH');
      expect(error.message).toBe(`BASE_PATH must be a URL path like /tools (a leading slash, plain segments, no . or .., not /api or /docs), got ${JSON.stringify(value)}`);
    },
  );

  it('normalises MCP_ALLOWED_ORIGINS to the Origin header\'s spelling and MCP_HOST to lowercase', () => {
    const config = loadConfig({ MCP_ALLOWED_ORIGINS: ' HTTPS://App.Example.org:443/ , http://127.0.0.1:8080', MCP_HOST: 'MCP.Example.ORG' }, 1);
    expect(config.mcpAllowedOrigins).toEqual(['https://app.example.org', 'http://127.0.0.1:8080']);
    expect(config.mcpHost).toBe('mcp.example.org');
    expect(loadConfig({ MCP_TOOLS: 'curated', MCP_ALLOWED_ORIGINS: '', MCP_HOST: '' }, 1)).toEqual(loadConfig({}, 1));
  });

  it.each([
    ['MCP_TOOLS', 'ALL', 'MCP_TOOLS must be curated or all, got "ALL"'],
    ['MCP_TOOLS', 'none', 'MCP_TOOLS must be curated or all, got "none"'],
    ...['*', 'app.example.org', 'https://app.example.org/mcp', 'https://app.example.org?x=1', 'https://user@app.example.org', 'ftp://files.example.org', 'null', 'https://a.org,,https://b.org', 'https://a.org,'].map(
      (value) => ['MCP_ALLOWED_ORIGINS', value, `MCP_ALLOWED_ORIGINS must be a comma-separated list of origins like https://app.example.org (scheme, host, optional port; no path), got ${JSON.stringify(value)}`],
    ),
    ...['https://mcp.example.org', 'mcp.example.org:443', 'mcp.example.org/mcp', 'mcp example.org', '-mcp.example.org', 'mcp..example.org', 'mcp_x.example.org', `${'a'.repeat(64)}.org`].map(
      (value) => ['MCP_HOST', value, `MCP_HOST must be a host name like mcp.example.org (no scheme, port or path), got ${JSON.stringify(value)}`],
    ),
  ])('refuses %s=%j', (variable, value, message) => {
    const error = refusal({ [variable]: value });
    expect(error.variable).toBe(variable);
    expect(error.message).toBe(message);
  });

  it('refuses BASE_PATH=/mcp, which the MCP endpoint owns', () => {
    expect(refusal({ BASE_PATH: '/mcp' }).variable).toBe('BASE_PATH');
    expect(refusal({ BASE_PATH: '/MCP/x' }).variable).toBe('BASE_PATH');
  });

  it('reads the webhook bin settings: 0 turns the store bound and the creation limit off, BIN_HOST is lowercased', () => {
    const config = loadConfig({ BIN_STORE_MAX_BYTES: '0', BIN_RATE_LIMIT_PER_MINUTE: '0', BIN_TTL_SECONDS: '31536000', BIN_HOST: 'Bins.Example.ORG:8443' }, 1);
    expect([config.binStoreMaxBytes, config.binRateLimitPerMinute, config.binTtlSeconds, config.binHost]).toEqual([0, 0, 31_536_000, 'bins.example.org:8443']);
    expect(loadConfig({ BIN_HOST: '203.0.113.7:65535' }, 1).binHost).toBe('203.0.113.7:65535');
    expect(loadConfig({ BIN_TTL_SECONDS: '', BIN_STORE_MAX_BYTES: '', BIN_RATE_LIMIT_PER_MINUTE: '', BIN_HOST: '' }, 1)).toEqual(loadConfig({}, 1));
  });

  it.each([
    ...['0', '-1', '1.5', '2h', '31536001'].map((value) => ['BIN_TTL_SECONDS', value, `BIN_TTL_SECONDS must be a whole number of seconds from 1 to 31536000 (one year), got ${JSON.stringify(value)}`]),
    ['BIN_STORE_MAX_BYTES', '1GiB', 'BIN_STORE_MAX_BYTES must be a whole number of bytes ≥ 0 (0 turns the limit off), got "1GiB"'],
    ['BIN_RATE_LIMIT_PER_MINUTE', '-1', 'BIN_RATE_LIMIT_PER_MINUTE must be a whole number ≥ 0 (0 turns the limit off), got "-1"'],
    ...['https://bins.example.org', 'bins.example.org/bins', 'bins.example.org:0', 'bins.example.org:65536', 'bins.example.org:', 'bins.example.org:80:80', 'bins example.org', '-bins.example.org', 'bins..example.org', 'user@bins.example.org', '<script>'].map(
      (value) => ['BIN_HOST', value, `BIN_HOST must be a host name like bins.example.org with an optional :port (no scheme or path), got ${JSON.stringify(value)}`],
    ),
  ])('refuses %s=%j', (variable, value, message) => {
    const error = refusal({ [variable]: value });
    expect(error.variable).toBe(variable);
    expect(error.message).toBe(message);
  });

  it.each([
    ['GITHUB_API_URL', 'api.github.com', 'GITHUB_API_URL must be an http(s) URL like https://api.github.com or https://github.example.org/api/v3 (no query, no credentials), got "api.github.com"'],
    ['GITHUB_API_URL', 'ftp://api.github.com', 'GITHUB_API_URL must be an http(s) URL like https://api.github.com or https://github.example.org/api/v3 (no query, no credentials), got "ftp://api.github.com"'],
    ['GITHUB_API_URL', 'https://user:pw@api.github.com', 'GITHUB_API_URL must be an http(s) URL like https://api.github.com or https://github.example.org/api/v3 (no query, no credentials), got "https://user:pw@api.github.com"'],
    ['GITHUB_API_URL', 'https://api.github.com/?x=1', 'GITHUB_API_URL must be an http(s) URL like https://api.github.com or https://github.example.org/api/v3 (no query, no credentials), got "https://api.github.com/?x=1"'],
    ['CARD_HOST', 'https://cards.example.org', 'CARD_HOST must be a host name like card.example.org (no scheme, port or path), got "https://cards.example.org"'],
    ['CARD_RATE_LIMIT_PER_MINUTE', '1.5', 'CARD_RATE_LIMIT_PER_MINUTE must be a whole number ≥ 0 (0 turns the limit off), got "1.5"'],
  ])('refuses %s=%j', (variable, value, message) => {
    const error = refusal({ [variable]: value });
    expect(error.variable).toBe(variable);
    expect(error.message).toBe(message);
  });

  it('refuses a GITHUB_TOKENS entry that is blank or has spaces, without echoing any token', () => {
    for (const value of ['ghp_secret,,ghp_other', 'ghp_secret,ghp with space']) {
      const error = refusal({ GITHUB_TOKENS: value });
      expect(error.variable).toBe('GITHUB_TOKENS');
      expect(error.message).not.toContain('ghp_');
      expect(error.message).toMatch(/token 2 is not$/);
    }
  });

  it('refuses a REDIS_URL that is not redis:// or rediss://, without echoing it (it may hold a password)', () => {
    for (const value of ['http://redis:6379', 'redis.internal:6379', 'redis://:hunter2@', 'rediss://']) {
      const error = refusal({ REDIS_URL: value });
      expect(error.variable).toBe('REDIS_URL');
      expect(error.message).toBe('REDIS_URL must be a URL like redis://host:6379 or rediss://user:password@host:6380/0');
    }
  });

  it('refuses BASE_PATH=/card, which the card service owns', () => {
    expect(refusal({ BASE_PATH: '/card' }).variable).toBe('BASE_PATH');
  });

  it('refuses BASE_PATH=/bins, which the webhook bins own', () => {
    expect(refusal({ BASE_PATH: '/bins' }).variable).toBe('BASE_PATH');
    expect(refusal({ BASE_PATH: '/Bins/x' }).variable).toBe('BASE_PATH');
  });

  it('reports the first bad variable in the order of the table', () => {
    expect(refusal({ WORKERS: 'x', PORT: 'y' }).variable).toBe('PORT');
  });

  it('ignores variables it does not know', () => {
    expect(loadConfig({ PATH: '/usr/bin', HOSTNAME: 'x' }, 1)).toEqual(loadConfig({}, 1));
  });
});
