/**
 * The recipe's controls, DOM only: the steps so far, "then →" after a result, and the fields a
 * reference fills. main.ts decides what they do.
 */
import type { ToolInfo } from '../../core/catalog.ts';
import type { StepReference } from '../../core/recipe/types.ts';
import { byId, el, replaceChildren } from './dom.ts';
import type { JsonSchema } from './json-schema.ts';
import { describeReference, mainField, type ResultPart } from './recipe-steps.ts';
import type { SchemaForm } from './schema-form.ts';

/** Lists the steps before the form's and the form's own; "Remove last step" shows once there are two. */
export function renderSteps(previousTools: readonly string[], currentTool: string | undefined, nameOf: (id: string) => string): void {
  const items = previousTools.map((id, index) => el('li', { 'data-tool': id }, `${index}. ${nameOf(id)}`));
  if (currentTool !== undefined && previousTools.length > 0) {
    items.push(el('li', { class: 'current', 'data-tool': currentTool }, `${previousTools.length}. ${nameOf(currentTool)} (the form above)`));
  }
  replaceChildren(byId('recipe-steps'), ...items);
  byId('recipe-steps').hidden = items.length === 0;
  byId('recipe-remove').hidden = previousTools.length === 0;
}

/** The tools a result can feed: those with a free-text field. */
export function feedableTools(tools: readonly ToolInfo[]): ToolInfo[] {
  return tools.filter((tool) => mainField(tool.parameters as JsonSchema) !== undefined);
}

/** Offers "then →" for a result: the next tool, and the part of the result it takes (the first is the default). */
export function showThen(tools: readonly ToolInfo[], parts: readonly ResultPart[]): void {
  const toolSelect = byId<HTMLSelectElement>('then-tool');
  if (toolSelect.options.length === 0) {
    replaceChildren(toolSelect, ...feedableTools(tools).map((tool) => el('option', { value: tool.id }, tool.name)));
  }
  replaceChildren(byId('then-part'), ...parts.map((part, index) => el('option', { value: index }, part.label)));
  byId('then').hidden = false;
}

export function hideThen(): void {
  byId('then').hidden = true;
}

/** Fields a reference fills cannot be typed in: they say where their value comes from. */
export function showReferences(form: SchemaForm, references: ReadonlyMap<string, StepReference>): void {
  for (const [name, reference] of references) {
    const control = form.element.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[data-field="${CSS.escape(name)}"] :is(input, textarea, select)`);
    if (!control) continue;
    control.disabled = true;
    control.value = '';
    if ('placeholder' in control) control.placeholder = describeReference(reference);
    control.dataset.reference = JSON.stringify(reference.$from);
  }
}

/** Offers `recipe` as a .json download. */
export function downloadRecipe(recipe: unknown): void {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(recipe, null, 2)}\n`], { type: 'application/json' }));
  const link = el('a', { href: url, download: 'recipe.json' });
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once click() returns; the URL is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
