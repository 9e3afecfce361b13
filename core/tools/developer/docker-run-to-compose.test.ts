import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Answer { yaml: string; compose: { services: Record<string, Record<string, unknown>>; networks?: Record<string, unknown> }; warnings: string[] }
const convert = (cmd: string) => run<Answer>('docker-run-to-compose', { cmd });
const serviceOf = async (cmd: string) => Object.values((await convert(cmd)).compose.services)[0]!;

/*
 * Known answers: `docker compose config` is not installed here, so the references are the Compose
 * specification's field names (compose-spec.io, services section) and composerize's published
 * README example (github.com/composerize/composerize, README.md):
 *   composerize docker run -p 80:80 -v /var/run/docker.sock:/tmp/docker.sock:ro --restart always --log-opt max-size=1g nginx
 *   → services: nginx: ports: ['80:80'] volumes: ['/var/run/docker.sock:/tmp/docker.sock:ro'] restart: always
 *     logging: options: max-size: 1g      (its old "version: 3" line is obsolete in the spec, and left out)
 */
describe('docker-run-to-compose', () => {
  it('gives composerize\'s README answer', async () => {
    const answer = await convert('docker run -p 80:80 -v /var/run/docker.sock:/tmp/docker.sock:ro --restart always --log-opt max-size=1g nginx');
    expect(parseYaml(answer.yaml)).toEqual({
      services: {
        nginx: { image: 'nginx', ports: ['80:80'], volumes: ['/var/run/docker.sock:/tmp/docker.sock:ro'], restart: 'always', logging: { options: { 'max-size': '1g' } } },
      },
    });
    expect(answer.warnings).toEqual([]);
  });

  it('maps every flag the issue names to the Compose spec\'s field', async () => {
    const cmd = [
      'docker run -d -p 8080:80 -p 127.0.0.1:443:443/tcp -v data:/var/lib/data -e TZ=UTC -e DEBUG --env-file .env --name web',
      '--restart unless-stopped --network host -w /app --entrypoint /bin/sh --label com.example.team=web --cap-add NET_ADMIN',
      '--device /dev/fuse --health-cmd "curl -f http://localhost/" --health-interval 30s --health-timeout 5s --health-retries 3',
      '--health-start-period 10s registry.example.com:5000/team/web-app:1.2 -c "echo hi"',
    ].join(' ');
    const answer = await convert(cmd);
    expect(answer.compose.services).toEqual({
      web: {
        image: 'registry.example.com:5000/team/web-app:1.2',
        ports: ['8080:80', '127.0.0.1:443:443/tcp'],
        volumes: ['data:/var/lib/data'],
        environment: ['TZ=UTC', 'DEBUG'],
        env_file: ['.env'],
        container_name: 'web',
        restart: 'unless-stopped',
        network_mode: 'host',
        working_dir: '/app',
        entrypoint: '/bin/sh',
        labels: ['com.example.team=web'],
        cap_add: ['NET_ADMIN'],
        devices: ['/dev/fuse'],
        healthcheck: { test: ['CMD-SHELL', 'curl -f http://localhost/'], interval: '30s', timeout: '5s', retries: 3, start_period: '10s' },
        command: ['-c', 'echo hi'],
      },
    });
    expect(answer.warnings).toEqual(['-d: Compose services are detached with "docker compose up -d", left out']);
    expect(answer.yaml).toContain('      - "8080:80"\n      - "127.0.0.1:443:443/tcp"\n');
  });

  it('reads flag clusters, attached values, --flag=value and line continuations', async () => {
    const service = await serviceOf('sudo docker container run -it -p22:22 -eA=1 --name=box \\\n  --privileged=true --read-only=false alpine:3');
    expect(service).toEqual({ image: 'alpine:3', stdin_open: true, tty: true, ports: ['22:22'], environment: ['A=1'], container_name: 'box', privileged: true });
    expect((await convert('docker run -p 22:22 alpine')).yaml).toContain('- "22:22"');
  });

  it('names the service after the image when there is no --name', async () => {
    expect(Object.keys((await convert('docker run ghcr.io/org/My_App:latest')).compose.services)).toEqual(['my_app']);
    expect(Object.keys((await convert('docker run redis@sha256:abc')).compose.services)).toEqual(['redis']);
  });

  it('declares a user-defined network external, and turns --mount, --ulimit, --sysctl into their long forms', async () => {
    const answer = await convert('docker run --network backend --mount type=bind,source=/src,target=/app,readonly --ulimit nofile=1024:2048 --ulimit nproc=64 --sysctl net.core.somaxconn=1024 node');
    expect(answer.compose.networks).toEqual({ backend: { external: true } });
    expect(answer.compose.services.node).toMatchObject({
      networks: ['backend'],
      volumes: [{ type: 'bind', source: '/src', target: '/app', read_only: true }],
      ulimits: { nofile: { soft: 1024, hard: 2048 }, nproc: 64 },
      sysctls: { 'net.core.somaxconn': '1024' },
    });
  });

  it('lists unknown and inexpressible flags in warnings instead of dropping them', async () => {
    const answer = await convert('docker run --rm --frobnicate --gpus all --cidfile /tmp/id -P --made-up=3 nginx && echo done');
    expect(answer.compose.services.nginx).toEqual({ image: 'nginx' });
    expect(answer.warnings).toEqual([
      '"&&" and what follows it: only the first command is read',
      '--rm: Compose has no field for it ("docker compose run --rm" does it), left out',
      '--frobnicate: not a docker run flag this tool knows, left out (read as taking no value)',
      '--gpus all: needs deploy.resources.reservations.devices in Compose; write it by hand, left out',
      '--cidfile /tmp/id: has no Compose field, left out',
      '-P: Compose has no publish-all; list the ports with -p, left out',
      '--made-up=3: not a docker run flag this tool knows, left out',
    ]);
  });

  it('keeps $VARIABLES and globs as written, and stops at a comment', async () => {
    const service = await serviceOf('docker run -e HOME=$HOME -v "$PWD/my dir":/data app ls *.txt # trailing note');
    expect(service).toEqual({ image: 'app', environment: ['HOME=$HOME'], volumes: ['$PWD/my dir:/data'], command: ['ls', '*.txt'] });
  });

  it('keeps __proto__ as an ordinary name', async () => {
    const answer = await convert('docker run --name __proto__ --sysctl __proto__=1 --ulimit __proto__=1 --log-opt __proto__=x img');
    // A service name starts with a letter or digit, so the service is proto__; the keys inside stay.
    expect(Object.keys(answer.compose.services)).toEqual(['proto__']);
    const service = answer.compose.services.proto__!;
    expect(service.container_name).toBe('__proto__');
    expect(Object.keys(service.sysctls as object)).toEqual(['__proto__']);
    expect(Object.keys(service.ulimits as object)).toEqual(['__proto__']);
  });

  it('refuses what is not docker run, has no image, or has a malformed value, naming the field', async () => {
    await expectInvalid('docker-run-to-compose', { cmd: 'docker ps -a' }, /^cmd: not a docker run command/);
    await expectInvalid('docker-run-to-compose', { cmd: 'docker run -d --name x' }, 'cmd: names no image after the flags');
    await expectInvalid('docker-run-to-compose', { cmd: 'docker run -p' }, 'cmd: -p needs a value');
    await expectInvalid('docker-run-to-compose', { cmd: 'docker run --health-retries many x' }, 'cmd: --health-retries takes a whole number, got "many"');
    await expectInvalid('docker-run-to-compose', { cmd: 'docker run --ulimit nofile x' }, /^cmd: --ulimit takes name=soft\[:hard\]/);
    await expectInvalid('docker-run-to-compose', { cmd: 'docker run --mount type=bind,source=/a x' }, /^cmd: --mount .* has no target/);
    await expectInvalid('docker-run-to-compose', { cmd: '   # nothing' }, 'cmd: is empty (only spaces or a comment)');
    await expectInvalid('docker-run-to-compose', { cmd: '' }, 'cmd: must not be empty');
    await expectInvalid('docker-run-to-compose', { cmd: 3 }, 'cmd: must be a string, got an integer');
    await expectInvalid('docker-run-to-compose', { cmd: 'a'.repeat(1_000_001) }, 'cmd: must be at most 1000000 characters');
  });
});
