/**
 * The playground page: pick a tool, fill the form generated from its schema, run it in this
 * browser or on the server, and share the run as a link. This file wires the parts together.
 */
import './style.css';
import type { ToolInfo } from '../../core/catalog.ts';
import { createClients } from './clients.ts';
import { byId } from './dom.ts';
import { renderExamples } from './examples.ts';
import type { JsonSchema } from './json-schema.ts';
import { listFailureText } from './list-failure.ts';
import { showFailure, wireCopyButton } from './result-view.ts';
import { runTool, showLocalErrors } from './run.ts';
import { createSchemaForm, type SchemaForm } from './schema-form.ts';
import { createToolList } from './tool-list.ts';
import { decodeState, encodeState, type LinkState, type Where } from './url-state.ts';

const clients = createClients(location.href);
let tools: ToolInfo[] = [];
let where: Where = 'browser';
let current: { tool: ToolInfo; form: SchemaForm } | undefined;

const formElement = byId<HTMLFormElement>('tool-form');
const whereRadios = () => document.querySelectorAll<HTMLInputElement>('input[name="where"]');
const toolList = createToolList((id) => selectTool(id, undefined, 'push'));

/** Writes the tool, the form's input (when it reads) and the place of the run into the fragment. */
function keepInUrl(mode: 'push' | 'replace'): void {
  const read = current?.form.read();
  const state: LinkState = { tool: current?.tool.id, where, ...(read?.ok ? { input: read.input } : {}) };
  const url = `${location.pathname}${location.search}#${encodeState(state)}`;
  if (mode === 'push') history.pushState(null, '', url);
  else history.replaceState(null, '', url);
}

function selectTool(id: string, input: Record<string, unknown> | undefined, urlMode: 'push' | 'replace' | 'none'): boolean {
  const tool = tools.find((candidate) => candidate.id === id);
  if (!tool) return false;
  const form = createSchemaForm(tool.parameters as JsonSchema);
  if (input) form.fill(input);
  current = { tool, form };
  byId('tool-name').textContent = tool.name;
  byId('tool-id').textContent = `${tool.id} · ${tool.category}`;
  byId('tool-description').textContent = tool.description;
  byId('fields').replaceChildren(form.element);
  renderExamples(byId('examples'), tool.id, (example) => {
    form.fill(example);
    keepInUrl('replace');
  });
  byId('form-error').hidden = true;
  byId('tool-empty').hidden = true;
  formElement.hidden = false;
  toolList.markSelected(tool.id);
  document.title = `${tool.name} · tooldeck playground`;
  if (where === 'browser') clients.warmUp();
  if (urlMode !== 'none') keepInUrl(urlMode);
  return true;
}

async function run(): Promise<void> {
  if (!current) return;
  const { tool, form } = current;
  const read = form.read();
  if (!read.ok) return showLocalErrors(form, read.errors);
  keepInUrl('replace');
  await runTool(clients.get(where), where, tool.id, read.input, form);
}

function setWhere(next: Where): void {
  where = next;
  whereRadios().forEach((radio) => (radio.checked = radio.value === where));
  if (where === 'browser' && current) clients.warmUp();
}

/** Opens what a link describes: its tool, its input, where it runs (the browser unless it says), and runs it when it carries an input. */
function applyLink(state: LinkState): void {
  setWhere(state.where ?? 'browser');
  if (state.tool && selectTool(state.tool, state.input, 'none') && state.input) void run();
}

formElement.addEventListener('submit', (event) => {
  event.preventDefault();
  void run();
});
document.addEventListener('keydown', (event) => {
  if ((event.ctrlKey || event.metaKey) && event.key === 'Enter') {
    event.preventDefault();
    void run();
  }
});
let typingTimer: ReturnType<typeof setTimeout> | undefined;
formElement.addEventListener('input', (event) => {
  if ((event.target as HTMLInputElement).name === 'where') return;
  clearTimeout(typingTimer);
  typingTimer = setTimeout(() => keepInUrl('replace'), 400);
});
whereRadios().forEach((radio) =>
  radio.addEventListener('change', () => {
    setWhere(radio.value === 'server' ? 'server' : 'browser');
    keepInUrl('replace');
  }),
);
// Back/forward, or a link to another run pasted into this tab.
window.addEventListener('popstate', () => applyLink(decodeState(location.hash)));
wireCopyButton();
// A file dropped beside a drop zone would make the browser leave the page for the file.
for (const type of ['dragover', 'drop'] as const) {
  window.addEventListener(type, (event) => {
    if ((event.target as Element | null)?.closest?.('.drop-zone')) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'none';
  });
}

async function start(): Promise<void> {
  const link = decodeState(location.hash);
  setWhere(link.where ?? 'browser');
  try {
    tools = (await clients.get(where).list()).tools;
  } catch (error) {
    // The server refused the list (a 429, a 503) or is out of reach: the catalog in this page
    // still lists every tool, and the status says why and when to try the server again.
    tools = (await clients.get('browser').list()).tools;
    showFailure(listFailureText(error));
  }
  toolList.setTools(tools);
  applyLink(link);
  document.body.dataset.ready = 'true';
}

void start();
