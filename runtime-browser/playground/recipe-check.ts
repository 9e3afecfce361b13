/**
 * The engine's up-front check, for recipes the page did not build: a link's, a loaded file's,
 * and the one about to be saved. Imported on first need, like the browser client, so the first
 * load ships only the page.
 */
import type { RecipeCheck } from '../../core/recipe/check.ts';
import type { LinkedRecipe } from './recipe-link.ts';

export async function checkRecipeValue(value: unknown): Promise<RecipeCheck> {
  const { checkRecipe } = await import('../../core/recipe/check.ts');
  return checkRecipe(value);
}

/** Text that never became a value (bad Base64url, bad JSON) is refused in the engine's own words and shape. */
export async function refuseUnreadable(reason: string): Promise<RecipeCheck> {
  const { recipeRefusal } = await import('../../core/recipe/check.ts');
  return { ok: false, error: recipeRefusal(reason) };
}

export function checkLinked(linked: Exclude<LinkedRecipe, { kind: 'none' }>): Promise<RecipeCheck> {
  return linked.kind === 'value' ? checkRecipeValue(linked.value) : refuseUnreadable(linked.reason);
}

export async function checkRecipeText(text: string): Promise<RecipeCheck> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refuseUnreadable('recipe: the file is not JSON');
  }
  return checkRecipeValue(value);
}
