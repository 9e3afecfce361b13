# syntax=docker/dockerfile:1
# tooldeck's server: Bun runs server/main.ts from source, as `npm start` does, and Node runs the
# isolate tools' workers (server/pool/node-process.ts spawns `node`: V8 runs a runaway regex to its
# deadline where Bun's JavaScriptCore silently answers "no match").
#
#   docker build -t tooldeck .
#   docker run -p 3000:3000 -v tooldeck-data:/data tooldeck
#
# Images are pinned by tag; add a digest (oven/bun:1.4.5-slim@sha256:…) where you build, from your
# own registry's answer, to pin the exact bytes.

# Bun as in package-lock.json (the tests' runtime); Node as the CI that runs the workers' tests.
ARG BUN_VERSION=1.4.5
ARG NODE_MAJOR=20

# Node from its official image rather than a third-party apt repository or an unverified download:
# the same image builds the playground below, and its one `node` binary (glibc, no musl) runs on
# the Bun image's Debian as well.
FROM node:${NODE_MAJOR}-bookworm-slim AS nodejs

# npm, tsx and Vite run here, under Node, as in development; the runtime image needs none of them.
FROM nodejs AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Every package, dev ones included: the server's own packages (Elysia, the MCP SDK, Scalar,
# esbuild, resvg, the fonts) are devDependencies here (optional peers of the library), and
# `--omit=dev` would drop them. The lockfile decides every version.
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:playground

FROM oven/bun:${BUN_VERSION}-slim
# Ahead of the image's own fallback, /usr/local/bun-node-fallback-bin/node, which is Bun itself.
COPY --from=nodejs /usr/local/bin/node /usr/local/bin/node
WORKDIR /app
# Owned by root and read-only to the server: it writes only to DATA_DIR and to /tmp (the
# workers' bundle, server/pool/worker-bundle.ts).
COPY --from=build /app /app
# MIMALLOC_PURGE_DELAY as `npm start` sets it (server/runtime-env.ts says why).
ENV DATA_DIR=/data \
    MIMALLOC_PURGE_DELAY=-1
# `node --version` fails the build if the copied binary lacks a library on this Debian.
RUN mkdir -p /data && chown bun:bun /data && node --version
VOLUME ["/data"]
USER bun
EXPOSE 3000
# The slim image has no curl: Bun's fetch asks /api/health, which answers 200 while Redis is
# down too (status "degraded": the instance still serves, on its per-instance fallback).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["bun", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["bun", "server/main.ts"]
