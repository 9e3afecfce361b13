/** The chosen tool's examples as buttons that fill the form; from the build-time snapshot of the catalog the tools run from. */
import { examplesOf } from './catalog.ts';
import { el, replaceChildren } from './dom.ts';

export async function renderExamples(container: HTMLElement, toolId: string, onPick: (input: Record<string, unknown>) => void): Promise<void> {
  container.dataset.tool = toolId;
  const examples = await examplesOf(toolId);
  // Another tool chosen while they loaded: its own call fills the container.
  if (container.dataset.tool !== toolId) return;
  const buttons = examples.map((example, index) => {
    const button = el('button', { type: 'button', class: 'example' }, example.title ?? `Example ${index + 1}`);
    button.addEventListener('click', () => onPick(example.input));
    return button;
  });
  replaceChildren(container, ...(buttons.length > 0 ? [el('span', { class: 'examples-label' }, 'Examples:'), ...buttons] : []));
}
