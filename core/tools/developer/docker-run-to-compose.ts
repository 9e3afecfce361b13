import { Type } from '@sinclair/typebox';
import { lazy, lazyModule } from '../../lib/lazy.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - Our own translation (composerize is not installed: poorly kept). shell-quote splits the command
 *   as a POSIX shell would; "$VAR" stays as written (Compose interpolates it the same way);
 *   backslash-newline continuations are joined; only the first command counts (anything after
 *   && ; | is named in a warning). "docker run", "docker container run", "docker create",
 *   "podman run" and a leading sudo are accepted.
 * - Field names are the Compose specification's (compose-spec.io): no top-level "version" (the spec
 *   calls it obsolete). The service is named after --name, else after the image's last path part.
 *   Ports are always quoted ("22:22" unquoted is a base-60 number to YAML 1.1 readers).
 * - --network host|none|bridge|container:x|service:x is network_mode; any other network is listed
 *   under the service's networks and declared external (docker run needs it to exist already).
 * - environment, labels and the command are lists, as written: nothing is re-quoted or reordered.
 *   --health-cmd becomes ["CMD-SHELL", cmd]; --stop-timeout N becomes stop_grace_period "Ns".
 * - Every flag that changes nothing in a Compose file (-d, --rm, --cidfile…), that Compose has no
 *   field for, or that this tool does not know is listed in warnings, never dropped silently. A
 *   flag we do not know is read as taking no value unless written --flag=value.
 */

const loadShellQuote = lazyModule(() => import('shell-quote'));
const loadYaml = lazyModule(() => import('yaml'));
const loadAll = lazy(() => Promise.all([loadShellQuote(), loadYaml()]));

type Service = Record<string, unknown>;

const anyMap = (description: string) =>
  Type.Record(Type.String({ pattern: '^[\\s\\S]*$' }), Type.Unknown(), { additionalProperties: false, description });

interface State {
  service: Service;
  networks: Set<string>;
  warnings: string[];
  name?: string;
}

type Apply = (state: State, value: string, flag: string) => void;

const append = (field: string): Apply => (state, value) => {
  ((state.service[field] ??= []) as string[]).push(value);
};
const set = (field: string): Apply => (state, value) => {
  state.service[field] = value;
};
const setNumber = (field: string): Apply => (state, value, flag) => {
  if (!/^-?\d+(\.\d+)?$/.test(value)) invalid(`cmd: ${flag} takes a number, got ${quoteClipped(value)}`);
  state.service[field] = Number(value);
};
const keyValue = (field: string): Apply => (state, value) => {
  const equals = value.indexOf('=');
  const map = (state.service[field] ??= {}) as Record<string, string>;
  Object.defineProperty(map, equals < 0 ? value : value.slice(0, equals), {
    value: equals < 0 ? '' : value.slice(equals + 1), enumerable: true, configurable: true, writable: true,
  });
};
const health = (field: string, asNumber = false): Apply => (state, value, flag) => {
  const check = (state.service.healthcheck ??= {}) as Record<string, unknown>;
  if (asNumber && !/^\d+$/.test(value)) invalid(`cmd: ${flag} takes a whole number, got ${quoteClipped(value)}`);
  check[field] = field === 'test' ? ['CMD-SHELL', value] : asNumber ? Number(value) : value;
};
/** A flag that has no Compose field: its value is read (so the image is found) and named in a warning. */
const unsupported = (why = 'has no Compose field'): Apply => (state, value, flag) => {
  state.warnings.push(`${flag}${value === '' ? '' : ` ${value}`}: ${why}, left out`);
};

const NETWORK_MODES = /^(host|none|bridge|default|container:.+|service:.+)$/;

/** docker run's flags that take a value, by every name they have, with what each becomes. */
const VALUE_FLAGS: Record<string, Apply> = {
  '-p': append('ports'), '--publish': append('ports'),
  '-v': append('volumes'), '--volume': append('volumes'),
  '--mount': mount,
  '-e': append('environment'), '--env': append('environment'),
  '--env-file': append('env_file'),
  '--name': (state, value) => {
    state.service.container_name = value;
    state.name = value;
  },
  '--restart': set('restart'),
  '--network': network, '--net': network,
  '-w': set('working_dir'), '--workdir': set('working_dir'),
  '--entrypoint': set('entrypoint'),
  '-l': append('labels'), '--label': append('labels'),
  '--cap-add': append('cap_add'), '--cap-drop': append('cap_drop'),
  '--device': append('devices'),
  '--health-cmd': health('test'),
  '--health-interval': health('interval'),
  '--health-timeout': health('timeout'),
  '--health-retries': health('retries', true),
  '--health-start-period': health('start_period'),
  '--health-start-interval': health('start_interval'),
  '-h': set('hostname'), '--hostname': set('hostname'),
  '--domainname': set('domainname'),
  '--add-host': append('extra_hosts'),
  '--dns': append('dns'), '--dns-search': append('dns_search'), '--dns-option': append('dns_opt'),
  '-u': set('user'), '--user': set('user'),
  '-m': set('mem_limit'), '--memory': set('mem_limit'),
  '--memory-reservation': set('mem_reservation'),
  '--memory-swap': set('memswap_limit'),
  '--memory-swappiness': setNumber('mem_swappiness'),
  '--cpus': setNumber('cpus'),
  '-c': setNumber('cpu_shares'), '--cpu-shares': setNumber('cpu_shares'),
  '--cpuset-cpus': set('cpuset'),
  '--cpu-period': setNumber('cpu_period'), '--cpu-quota': setNumber('cpu_quota'),
  '--shm-size': set('shm_size'),
  '--pids-limit': setNumber('pids_limit'),
  '--oom-score-adj': setNumber('oom_score_adj'),
  '--log-driver': (state, value) => {
    ((state.service.logging ??= {}) as Record<string, unknown>).driver = value;
  },
  '--log-opt': (state, value) => {
    const logging = (state.service.logging ??= {}) as Record<string, unknown>;
    const holder = { options: (logging.options ??= {}) };
    keyValue('options')({ ...state, service: holder }, value, '--log-opt');
  },
  '--expose': append('expose'),
  '--link': append('links'),
  '--volumes-from': append('volumes_from'),
  '--tmpfs': append('tmpfs'),
  '--ulimit': ulimit,
  '--sysctl': keyValue('sysctls'),
  '--storage-opt': keyValue('storage_opt'),
  '--security-opt': append('security_opt'),
  '--stop-signal': set('stop_signal'),
  '--stop-timeout': (state, value, flag) => {
    if (!/^\d+$/.test(value)) invalid(`cmd: ${flag} takes whole seconds, got ${quoteClipped(value)}`);
    state.service.stop_grace_period = `${value}s`;
  },
  '--platform': set('platform'),
  '--pull': set('pull_policy'),
  '--runtime': set('runtime'),
  '--ipc': set('ipc'),
  '--pid': set('pid'),
  '--uts': set('uts'),
  '--userns': set('userns_mode'),
  '--cgroupns': set('cgroup'),
  '--cgroup-parent': set('cgroup_parent'),
  '--group-add': append('group_add'),
  '--mac-address': set('mac_address'),
  '--isolation': set('isolation'),
  '--device-cgroup-rule': append('device_cgroup_rules'),
  '--annotation': keyValue('annotations'),
  '--gpus': unsupported('needs deploy.resources.reservations.devices in Compose; write it by hand'),
  '--network-alias': unsupported('needs the networks map with aliases in Compose; write it by hand'),
  '--net-alias': unsupported('needs the networks map with aliases in Compose; write it by hand'),
  '--ip': unsupported('needs the networks map with ipv4_address in Compose; write it by hand'),
  '--ip6': unsupported('needs the networks map with ipv6_address in Compose; write it by hand'),
  '--link-local-ip': unsupported(),
  '--label-file': unsupported(),
  '--cidfile': unsupported(),
  '--detach-keys': unsupported(),
  '-a': unsupported(), '--attach': unsupported(),
  '--volume-driver': unsupported(),
  '--kernel-memory': unsupported('is deprecated and has no Compose field'),
  '--cpu-count': unsupported(), '--cpu-percent': unsupported(),
  '--cpu-rt-period': unsupported(), '--cpu-rt-runtime': unsupported(),
  '--cpuset-mems': unsupported(),
  '--blkio-weight': unsupported('needs blkio_config in Compose; write it by hand'),
  '--blkio-weight-device': unsupported('needs blkio_config in Compose; write it by hand'),
  '--device-read-bps': unsupported('needs blkio_config in Compose; write it by hand'),
  '--device-read-iops': unsupported('needs blkio_config in Compose; write it by hand'),
  '--device-write-bps': unsupported('needs blkio_config in Compose; write it by hand'),
  '--device-write-iops': unsupported('needs blkio_config in Compose; write it by hand'),
  '--io-maxbandwidth': unsupported(), '--io-maxiops': unsupported(),
};

/** docker run's flags that take no value, with what each becomes. */
const BOOLEAN_FLAGS: Record<string, (state: State, flag: string) => void> = {
  '-d': (state, flag) => state.warnings.push(`${flag}: Compose services are detached with "docker compose up -d", left out`),
  '--detach': (state, flag) => state.warnings.push(`${flag}: Compose services are detached with "docker compose up -d", left out`),
  '--rm': (state, flag) => state.warnings.push(`${flag}: Compose has no field for it ("docker compose run --rm" does it), left out`),
  '-i': (state) => (state.service.stdin_open = true), '--interactive': (state) => (state.service.stdin_open = true),
  '-t': (state) => (state.service.tty = true), '--tty': (state) => (state.service.tty = true),
  '--privileged': (state) => (state.service.privileged = true),
  '--init': (state) => (state.service.init = true),
  '--read-only': (state) => (state.service.read_only = true),
  '--oom-kill-disable': (state) => (state.service.oom_kill_disable = true),
  '--no-healthcheck': (state) => (((state.service.healthcheck ??= {}) as Record<string, unknown>).disable = true),
  '-P': (state, flag) => state.warnings.push(`${flag}: Compose has no publish-all; list the ports with -p, left out`),
  '--publish-all': (state, flag) => state.warnings.push(`${flag}: Compose has no publish-all; list the ports with -p, left out`),
  '-q': () => undefined, '--quiet': () => undefined,
  '--sig-proxy': (state, flag) => state.warnings.push(`${flag}: Compose has no field for it, left out`),
  '--disable-content-trust': (state, flag) => state.warnings.push(`${flag}: Compose has no field for it, left out`),
};

function network(state: State, value: string): void {
  if (NETWORK_MODES.test(value)) {
    state.service.network_mode = value;
    return;
  }
  state.networks.add(value);
  const list = (state.service.networks ??= []) as string[];
  if (!list.includes(value)) list.push(value);
}

function ulimit(state: State, value: string, flag: string): void {
  const match = /^([a-z_]+)=(-?\d+)(?::(-?\d+))?$/.exec(value);
  if (!match) invalid(`cmd: ${flag} takes name=soft[:hard], got ${quoteClipped(value)}`);
  const limits = (state.service.ulimits ??= {}) as Record<string, unknown>;
  const limit = match[3] === undefined ? Number(match[2]) : { soft: Number(match[2]), hard: Number(match[3]) };
  Object.defineProperty(limits, match[1]!, { value: limit, enumerable: true, configurable: true, writable: true });
}

/** --mount type=bind,source=/a,target=/b,readonly → the volumes long syntax. */
function mount(state: State, value: string, flag: string): void {
  const volume: Record<string, unknown> = {};
  for (const part of value.split(',')) {
    const equals = part.indexOf('=');
    const key = (equals < 0 ? part : part.slice(0, equals)).toLowerCase();
    const text = equals < 0 ? 'true' : part.slice(equals + 1);
    if (key === 'type') volume.type = text;
    else if (key === 'source' || key === 'src') volume.source = text;
    else if (key === 'target' || key === 'destination' || key === 'dst') volume.target = text;
    else if (key === 'readonly' || key === 'ro') volume.read_only = text !== 'false' && text !== '0';
    else state.warnings.push(`${flag} ${part}: this mount option is left out; add it under the volume by hand`);
  }
  if (volume.target === undefined) invalid(`cmd: ${flag} ${quoteClipped(value)} has no target (target=/path)`);
  ((state.service.volumes ??= []) as unknown[]).push(volume);
}

/** The words of the first command, with $VARS kept and what follows it named in warnings. */
function wordsOf(parse: typeof import('shell-quote').parse, cmd: string, warnings: string[]): string[] {
  const joined = cmd.replace(/\\\r?\n/g, ' ');
  const words: string[] = [];
  for (const token of parse(joined, (name) => `$${name}`)) {
    if (typeof token === 'string') {
      words.push(token);
    } else if ('comment' in token) {
      break;
    } else if ('op' in token && token.op === 'glob') {
      words.push(token.pattern);
    } else if ('op' in token) {
      warnings.push(`"${token.op}" and what follows it: only the first command is read`);
      break;
    }
  }
  return words;
}

function serviceName(state: State, image: string): string {
  const fromImage = image.replace(/[@:][^/]*$/, '').split('/').pop()!;
  const name = (state.name ?? fromImage).toLowerCase().replace(/[^a-z0-9_.-]+/g, '-').replace(/^[^a-z0-9]+/, '');
  return name === '' ? 'app' : name;
}

function translate(words: string[], warnings: string[]): { name: string; service: Service; networks: Set<string> } {
  let at = 0;
  if (words[at] === 'sudo') at++;
  if (words[at] === 'docker' || words[at] === 'podman') at++;
  if (words[at] === 'container') at++;
  if (words[at] !== 'run' && words[at] !== 'create') {
    invalid(`cmd: not a docker run command: expected "docker run" (or run, create) at the start, got ${quoteClipped(words.slice(0, 3).join(' '))}`);
  }
  at++;
  const state: State = { service: {}, networks: new Set(), warnings };
  while (at < words.length && words[at]!.startsWith('-') && words[at] !== '-') {
    const word = words[at++]!;
    if (word === '--') break;
    if (word.startsWith('--')) {
      const equals = word.indexOf('=');
      const flag = equals < 0 ? word : word.slice(0, equals);
      const apply = VALUE_FLAGS[flag];
      if (apply) {
        const value = equals >= 0 ? word.slice(equals + 1) : words[at++];
        if (value === undefined) invalid(`cmd: ${flag} needs a value`);
        apply(state, value, flag);
      } else if (Object.hasOwn(BOOLEAN_FLAGS, flag)) {
        if (equals < 0 || word.slice(equals + 1) === 'true') BOOLEAN_FLAGS[flag]!(state, flag);
      } else {
        warnings.push(`${word}: not a docker run flag this tool knows, left out${equals < 0 ? ' (read as taking no value)' : ''}`);
      }
      continue;
    }
    // A cluster of short flags (-dit), the last of which may take a value (-p80:80, -eA=1, -p 80:80).
    for (let index = 1; index < word.length; index++) {
      const flag = `-${word[index]}`;
      const apply = VALUE_FLAGS[flag];
      if (apply) {
        const attached = word.slice(index + 1).replace(/^=/, '');
        const value = attached !== '' ? attached : words[at++];
        if (value === undefined) invalid(`cmd: ${flag} needs a value`);
        apply(state, value, flag);
        break;
      }
      const toggle = BOOLEAN_FLAGS[flag];
      if (toggle && Object.hasOwn(BOOLEAN_FLAGS, flag)) toggle(state, flag);
      else warnings.push(`${flag}: not a docker run flag this tool knows, left out`);
    }
  }
  const image = words[at++];
  if (image === undefined) invalid('cmd: names no image after the flags');
  const command = words.slice(at);
  const service: Service = { image, ...state.service };
  if (command.length > 0) service.command = command;
  return { name: serviceName(state, image), service, networks: state.networks };
}

export default defineTool({
  id: 'docker-run-to-compose',
  name: 'Docker Run to Compose',
  category: 'developer',
  description:
    'Turn a "docker run" command into a Compose file (compose.yaml): ports, volumes and mounts, environment and env files, name, restart, network, working directory, entrypoint, labels, capabilities, devices, health check, limits, logging, image and command. Flags Compose cannot express are listed as warnings.',
  keywords: ['docker run', 'docker compose', 'compose', 'docker-compose', 'composerize', 'compose.yaml', 'docker-compose.yml', 'container'],
  mcp: true,
  // its worst input (a million characters of words) took 3199 ms inline, nearly all in shell-quote:
  // never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    cmd: Type.String({
      minLength: 1,
      maxLength: 1_000_000,
      description: 'A docker run command as typed in a POSIX shell (line continuations with "\\" allowed), at most 1,000,000 characters',
    }),
  }),
  output: closedObject({
    yaml: Type.String({ description: 'The Compose file (Compose specification field names, no version key)' }),
    compose: closedObject({
      services: anyMap('The one service, by name: its Compose fields'),
      networks: Type.Optional(anyMap('The external networks the service joins, by name')),
    }, { description: 'The same Compose file as an object' }),
    warnings: Type.Array(Type.String(), { description: 'Every flag or word that is not in the Compose file, and why' }),
  }),
  examples: [
    {
      title: 'The composerize README\'s command',
      input: { cmd: 'docker run -p 80:80 -v /var/run/docker.sock:/tmp/docker.sock:ro --restart always --log-opt max-size=1g nginx' },
      output: {
        yaml:
          'services:\n  nginx:\n    image: nginx\n    ports:\n      - "80:80"\n    volumes:\n      - /var/run/docker.sock:/tmp/docker.sock:ro\n    restart: always\n' +
          '    logging:\n      options:\n        max-size: 1g\n',
        compose: {
          services: {
            nginx: { image: 'nginx', ports: ['80:80'], volumes: ['/var/run/docker.sock:/tmp/docker.sock:ro'], restart: 'always', logging: { options: { 'max-size': '1g' } } },
          },
        },
        warnings: [],
      },
    },
    {
      title: 'Name, environment, network, health check and a command',
      input: {
        cmd: 'docker run -d --name db -e POSTGRES_PASSWORD=secret --network backend \\\n  --health-cmd "pg_isready -U postgres" --health-interval 10s postgres:16 -c max_connections=200',
      },
      output: {
        yaml:
          'services:\n  db:\n    image: postgres:16\n    container_name: db\n    environment:\n      - POSTGRES_PASSWORD=secret\n    networks:\n      - backend\n' +
          '    healthcheck:\n      test:\n        - CMD-SHELL\n        - pg_isready -U postgres\n      interval: 10s\n    command:\n      - -c\n      - max_connections=200\n' +
          'networks:\n  backend:\n    external: true\n',
        compose: {
          services: {
            db: {
              image: 'postgres:16',
              container_name: 'db',
              environment: ['POSTGRES_PASSWORD=secret'],
              networks: ['backend'],
              healthcheck: { test: ['CMD-SHELL', 'pg_isready -U postgres'], interval: '10s' },
              command: ['-c', 'max_connections=200'],
            },
          },
          networks: { backend: { external: true } },
        },
        warnings: ['-d: Compose services are detached with "docker compose up -d", left out'],
      },
    },
  ],
  async run({ cmd }) {
    const [{ parse }, YAML] = await loadAll();
    const warnings: string[] = [];
    const words = wordsOf(parse, cmd, warnings);
    if (words.length === 0) invalid('cmd: is empty (only spaces or a comment)');
    const { name, service, networks } = translate(words, warnings);
    const compose: { services: Record<string, unknown>; networks?: Record<string, unknown> } = { services: { [name]: service } };
    if (networks.size > 0) compose.networks = Object.fromEntries([...networks].map((network) => [network, { external: true }]));
    const composeFile = new YAML.Document(compose);
    // Quote every port mapping: YAML 1.1 readers take 22:22 for a base-60 number.
    const ports = composeFile.getIn(['services', name, 'ports']);
    if (YAML.isSeq(ports)) for (const item of ports.items) if (YAML.isScalar(item)) item.type = 'QUOTE_DOUBLE';
    return { yaml: composeFile.toString({ lineWidth: 0, indentSeq: true }), compose, warnings };
  },
});
