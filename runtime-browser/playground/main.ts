/**
 * The playground page: pick a tool, fill the form generated from its schema, run it in this
 * browser or on the server, chain results into further tools ("then →", a recipe), and share
 * the run as a link or a file. This file wires the parts together.
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
import { streamedField } from './streamed-file.ts';
import { registerOffline } from './offline-register.ts';
import { createToolList } from './tool-list.ts';
import { createHome } from './home.ts';
import { createToolPrefs } from './prefs.ts';
import { setUpTheme } from './theme.ts';
import { decodeState, encodeState, type LinkState, type Where } from './url-state.ts';
import { clearResult } from './result-reset.ts';
import { placeOfTool, showPlaceReason, waitForRunText } from './where-choice.ts';
import type { Recipe, RecipeStep, StepReference } from '../../core/recipe/types.ts';
import type { RecipeCheck } from '../../core/recipe/check.ts';
import { checkLinked, checkRecipeText, checkRecipeValue } from './recipe-check.ts';
import { decodeRecipeLink, encodeRecipeLink } from './recipe-link.ts';
import { downloadRecipe, hideThen, renderSteps, showReferences, showThen } from './recipe-panel.ts';
import { showRecipeError, runRecipeOn } from './recipe-run.ts';
import { mainField, referenceTo, resultParts, splitReferences, type ResultPart } from './recipe-steps.ts';

const clients = createClients(location.href);
let tools: ToolInfo[] = [];
let where: Where = 'browser';
/** Whether `where` is the tool's default place (run-place.ts) rather than the person's or the link's choice. */
let whereByDefault = true;
let current: { tool: ToolInfo; form: SchemaForm; references: Map<string, StepReference> } | undefined;
/** The recipe's steps before the form's own; empty while the page runs a single tool. */
let previousSteps: RecipeStep[] = [];
/** What the last successful run offers the next step ("then →"). */
let thenParts: ResultPart[] = [];

const formElement = byId<HTMLFormElement>('tool-form');
const whereRadios = () => document.querySelectorAll<HTMLInputElement>('input[name="where"]');
setUpTheme(byId<HTMLButtonElement>('theme-toggle'));
const prefs = createToolPrefs();
const pickTool = (id: string) => {
  // A tool picked from the list or the home page starts afresh, not as a step of the recipe on screen.
  previousSteps = [];
  selectTool(id, undefined, 'push');
};
const toolList = createToolList(pickTool, prefs);
const home = createHome(pickTool, prefs);

/** The form's step: its input with the references the form cannot show put back. */
function currentStep(): { ok: true; step: RecipeStep } | { ok: false; errors: Map<string, string[]> } | undefined {
  if (!current) return undefined;
  const read = current.form.read();
  if (!read.ok) {
    for (const name of current.references.keys()) read.errors.delete(name);
    if (read.errors.size > 0) return read;
  }
  const input: Record<string, unknown> = read.ok ? read.input : {};
  for (const [name, reference] of current.references) input[name] = reference;
  return { ok: true, step: { tool: current.tool.id, input } };
}

function currentRecipe(): Recipe | undefined {
  const step = currentStep();
  return step?.ok ? { steps: [...previousSteps, step.step] } : undefined;
}

/** Writes the tool, the form's input (when it reads) and the place of the run into the fragment; a recipe, once there are steps. */
function keepInUrl(mode: 'push' | 'replace'): void {
  const read = current?.form.read();
  const state: LinkState = { tool: current?.tool.id, where, ...(read?.ok ? { input: read.input } : {}) };
  const recipe = previousSteps.length > 0 ? currentRecipe() : undefined;
  const fragment = (recipe && encodeRecipeLink(recipe, where)) ?? encodeState(state, current ? placeOfTool(current.tool).where : 'browser');
  const url = `${location.pathname}${location.search}#${fragment}`;
  if (mode === 'push') history.pushState(null, '', url);
  else history.replaceState(null, '', url);
}

function selectTool(id: string, input: Record<string, unknown> | undefined, urlMode: 'push' | 'replace' | 'none', references = new Map<string, StepReference>()): boolean {
  const tool = tools.find((candidate) => candidate.id === id);
  if (!tool) return false;
  const form = createSchemaForm(tool.parameters as JsonSchema, undefined, { streamedField: streamedField(tool.id) });
  if (input) form.fill(input);
  showReferences(form, references);
  current = { tool, form, references };
  const place = placeOfTool(tool);
  showPlaceReason(place);
  // A tool picked on the page runs where it can (a network tool on the server) unless the person chose.
  if (urlMode !== 'none' && whereByDefault) setWhere(place.where);
  hideThen();
  renderSteps(previousSteps.map((step) => step.tool), tool.id, nameOf);
  byId('tool-name').textContent = tool.name;
  byId('tool-id').textContent = `${tool.id} · ${tool.category}`;
  byId('tool-description').textContent = tool.description;
  byId('fields').replaceChildren(form.element);
  void renderExamples(byId('examples'), tool.id, (example) => {
    form.fill(example);
    keepInUrl('replace');
    clearResult('Example filled in: press Run to see its result.');
  });
  byId('form-error').hidden = true;
  byId('tool-empty').hidden = true;
  formElement.hidden = false;
  home.hide();
  toolList.markSelected(tool.id);
  prefs.addRecent(tool.id);
  document.title = `${tool.name} · tooldeck playground`;
  if (where === 'browser') clients.warmUp();
  if (urlMode !== 'none') keepInUrl(urlMode);
  return true;
}

const nameOf = (id: string) => tools.find((tool) => tool.id === id)?.name ?? id;

function offerThen(result: unknown): void {
  thenParts = resultParts(result);
  showThen(tools, thenParts);
}

async function run(): Promise<void> {
  if (!current) return;
  const { tool, form } = current;
  hideThen();
  if (previousSteps.length > 0) {
    const step = currentStep();
    if (!step?.ok) return showLocalErrors(form, step?.errors ?? new Map());
    keepInUrl('replace');
    return runRecipeOn(clients.get(where), where, { steps: [...previousSteps, step.step] }, offerThen);
  }
  const read = form.read();
  if (!read.ok) return showLocalErrors(form, read.errors);
  keepInUrl('replace');
  const envelope = await runTool(clients.get(where), where, tool.id, read.input, form);
  if (envelope?.success) offerThen(envelope.result);
}

/** "then →": the form's step joins the recipe, and the next tool's main field takes the chosen part of its result. */
function addThenStep(): void {
  const step = currentStep();
  const next = tools.find((tool) => tool.id === byId<HTMLSelectElement>('then-tool').value);
  const part = thenParts[Number(byId<HTMLSelectElement>('then-part').value)];
  const field = next && mainField(next.parameters as JsonSchema);
  if (!step?.ok || !next || !part || field === undefined) return;
  previousSteps = [...previousSteps, step.step];
  selectTool(next.id, undefined, 'push', new Map([[field, referenceTo(previousSteps.length - 1, part)]]));
}

/** Takes the form's step off the recipe: the step before it comes back into the form. */
function removeLastStep(): void {
  const step = previousSteps.at(-1);
  if (!step) return;
  previousSteps = previousSteps.slice(0, -1);
  const { formInput, references } = splitReferences(step);
  selectTool(step.tool, formInput, 'push', references);
}

/** Opens a recipe the engine accepted (from a link or a file) and runs it; a refused one shows its VALIDATION_ERROR. */
async function openRecipe(check: RecipeCheck): Promise<void> {
  if (!check.ok) return showRecipeError(check.error, where);
  const steps = check.recipe.steps;
  const last = steps[steps.length - 1]!;
  previousSteps = steps.slice(0, -1);
  const { formInput, references } = splitReferences(last);
  // The engine's check knows every tool, so the last one is in the list.
  if (!selectTool(last.tool, formInput, 'none', references)) return;
  const waits = steps.map((step) => tools.find((tool) => tool.id === step.tool)).find((tool) => tool && !placeOfTool(tool).runsFromLink);
  if (waits) clearResult(waitForRunText(waits));
  else void run();
}

async function saveRecipe(): Promise<void> {
  const recipe = currentRecipe();
  if (!recipe) return;
  const check = await checkRecipeValue(recipe);
  if (check.ok) downloadRecipe(check.recipe);
  else await showRecipeError(check.error, where);
}

async function loadRecipe(input: HTMLInputElement): Promise<void> {
  const file = input.files?.[0];
  if (!file) return;
  input.value = '';
  const check = await checkRecipeText(await file.text());
  await openRecipe(check);
  if (check.ok) keepInUrl('push');
}

function setWhere(next: Where): void {
  where = next;
  whereRadios().forEach((radio) => (radio.checked = radio.value === where));
  if (where === 'browser' && current) clients.warmUp();
}

/** Closes the tool: the home page (with the search as it was) takes its place. */
function showHome(urlMode: 'push' | 'none'): void {
  current = undefined;
  previousSteps = [];
  hideThen();
  formElement.hidden = true;
  toolList.markSelected(undefined);
  home.show();
  document.title = 'tooldeck playground';
  if (urlMode === 'push') history.pushState(null, '', `${location.pathname}${location.search}`);
}

/** Opens what a link describes: its recipe or its tool and input, where it runs (the browser unless it says), and runs it when it carries an input. */
async function applyLink(hash: string): Promise<void> {
  const state = decodeState(hash);
  const linkedTool = tools.find((tool) => tool.id === state.tool);
  setWhere(state.where ?? (linkedTool ? placeOfTool(linkedTool).where : 'browser'));
  whereByDefault = state.where === undefined;
  const linked = decodeRecipeLink(hash);
  previousSteps = [];
  if (linked.kind !== 'none') return openRecipe(await checkLinked(linked));
  if (!state.tool || !selectTool(state.tool, state.input, 'none')) return showHome('none');
  if (!state.input) return;
  // A shared link never makes a network tool fetch by itself.
  if (current && !placeOfTool(current.tool).runsFromLink) clearResult(waitForRunText(current.tool));
  else void run();
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
    whereByDefault = false;
    keepInUrl('replace');
  }),
);
// Back/forward, or a link to another run pasted into this tab.
window.addEventListener('popstate', () => void applyLink(location.hash));
byId('back').addEventListener('click', () => showHome('push'));
byId('brand').addEventListener('click', (event) => {
  event.preventDefault();
  showHome('push');
});
byId('then-add').addEventListener('click', addThenStep);
byId('recipe-remove').addEventListener('click', removeLastStep);
byId('recipe-save').addEventListener('click', () => void saveRecipe());
const recipeFile = byId<HTMLInputElement>('recipe-load');
recipeFile.addEventListener('change', () => void loadRecipe(recipeFile));
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
  home.setTools(tools);
  await applyLink(location.hash);
  document.body.dataset.ready = 'true';
}

void start();
registerOffline();
