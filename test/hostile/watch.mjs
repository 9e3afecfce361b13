/**
 * The hostile suite's witness, run as its own Node process so that the suite's own work (building
 * megabyte bodies) never delays a probe: asks `${url}/api/health` one request at a time, about
 * every 20 ms, timing each answer, and reads the server's resident memory from /proc/<pid>/status
 * every 20 ms. On SIGTERM it prints one JSON line, {healthMs:[…], maxRssBytes, samples}, and exits.
 * Usage: node watch.mjs <server url> <server pid>
 */
import { readFileSync } from 'node:fs';

const [url, pid] = process.argv.slice(2);
const healthMs = [];
let maxRssBytes = 0;
let samples = 0;
let stopping = false;

function readRss() {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
    maxRssBytes = Math.max(maxRssBytes, kib * 1024);
    samples++;
  } catch {
    // The server is gone; the suite will say why.
  }
}

const rssTimer = setInterval(readRss, 20);

async function probe() {
  while (!stopping) {
    const started = performance.now();
    try {
      const response = await fetch(`${url}/api/health`);
      await response.arrayBuffer();
      healthMs.push(response.status === 200 ? performance.now() - started : Infinity);
    } catch {
      healthMs.push(Infinity);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

process.on('SIGTERM', () => {
  stopping = true;
  clearInterval(rssTimer);
  readRss();
  process.stdout.write(`${JSON.stringify({ healthMs, maxRssBytes, samples })}\n`, () => process.exit(0));
});

readRss();
void probe();
