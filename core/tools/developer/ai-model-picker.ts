import { Type, type Static } from '@sinclair/typebox';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';
import { AI_MODELS, AI_MODELS_CHECKED, LANGUAGES, TASK_TYPES, type AiModel, type Language, type ModelTier, type TaskType } from './data/ai-models.ts';

/*
 * Decisions (the spec lists task_type, language, priority, complexity and limit 1-10):
 * - The models are the dated table in data/ai-models.ts (provider facts, a source per row).
 * - Candidates: embedding models for task_type "embedding", chat models otherwise; "vision" keeps
 *   only models that accept images.
 * - Each candidate gets five factors in 0..1, weighted by priority and summed to a 0-100 score:
 *   · capability = the provider's tier (flagship 1, balanced 0.75, small 0.5), +0.15 when the provider
 *     names the task among the model's strengths, at most 1;
 *   · speed = the inverse of the tier (small 1, balanced 0.75, flagship 0.5): providers publish no
 *     comparable latency figures, so their own positioning stands in;
 *   · cost = where the blended price (3 input tokens per output token: (3 × input + output) ÷ 4, or
 *     the input price for embeddings) falls on a log scale from $30 (0) to $0.01 (1) per million tokens;
 *   · language = 1 for english; for multilingual 1 if the provider states broad language support,
 *     else 0.5; for chinese 1 if the provider states particular strength, 0.8 if multilingual, else 0.4;
 *   · complexity = how the tier suits the task's complexity (low: small 1, balanced 0.8, flagship 0.6;
 *     medium: 0.7, 1, 0.9; high: 0.3, 0.7, 1).
 *   Weights (capability, speed, cost, language, complexity): quality .50 .05 .10 .15 .20, speed .20 .45
 *   .10 .10 .15, cost .20 .10 .45 .10 .15, balanced .30 .20 .20 .10 .20. Ties go to the higher
 *   capability, then the lower price, then table order.
 * - The result shows every factor, weight and product, so a reader can redo the ranking.
 */

const PRIORITIES = ['quality', 'speed', 'cost', 'balanced'] as const;
const COMPLEXITIES = ['low', 'medium', 'high'] as const;
type Priority = (typeof PRIORITIES)[number];
type Complexity = (typeof COMPLEXITIES)[number];
const FACTORS = ['capability', 'speed', 'cost', 'language', 'complexity'] as const;
type Factor = (typeof FACTORS)[number];

const WEIGHTS: Record<Priority, Record<Factor, number>> = {
  quality: { capability: 0.5, speed: 0.05, cost: 0.1, language: 0.15, complexity: 0.2 },
  speed: { capability: 0.2, speed: 0.45, cost: 0.1, language: 0.1, complexity: 0.15 },
  cost: { capability: 0.2, speed: 0.1, cost: 0.45, language: 0.1, complexity: 0.15 },
  balanced: { capability: 0.3, speed: 0.2, cost: 0.2, language: 0.1, complexity: 0.2 },
};
const TIER_CAPABILITY: Record<ModelTier, number> = { flagship: 1, balanced: 0.75, small: 0.5 };
const TIER_SPEED: Record<ModelTier, number> = { flagship: 0.5, balanced: 0.75, small: 1 };
const STRENGTH_BONUS = 0.15;
const COMPLEXITY_FIT: Record<Complexity, Record<ModelTier, number>> = {
  low: { small: 1, balanced: 0.8, flagship: 0.6 },
  medium: { small: 0.7, balanced: 1, flagship: 0.9 },
  high: { small: 0.3, balanced: 0.7, flagship: 1 },
};
const PRICE_CEILING = 30;
const PRICE_FLOOR = 0.01;

const round = (value: number, decimals = 4) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

export function blendedPrice(model: AiModel): number {
  return model.kind === 'embedding' ? model.inputPrice : (3 * model.inputPrice + model.outputPrice) / 4;
}

export function costFactor(price: number): number {
  return clamp01((Math.log10(PRICE_CEILING) - Math.log10(price)) / (Math.log10(PRICE_CEILING) - Math.log10(PRICE_FLOOR)));
}

function languageFactor(model: AiModel, language: Language): number {
  if (language === 'english') return 1;
  if (language === 'multilingual') return model.multilingual ? 1 : 0.5;
  return model.strongLanguages.includes('chinese') ? 1 : model.multilingual ? 0.8 : 0.4;
}

const factorSchema = (description: string) =>
  closedObject(
    {
      value: Type.Number({ minimum: 0, maximum: 1, description: 'The factor, 0 to 1' }),
      weight: Type.Number({ minimum: 0, maximum: 1, description: 'Its weight for this priority' }),
      points: Type.Number({ description: 'value × weight × 100' }),
      why: Type.String({ description: 'How the value was reached' }),
    },
    { description },
  );

const recommendationSchema = closedObject({
  rank: Type.Integer({ minimum: 1, description: '1 is the best match' }),
  id: Type.String({ description: 'The model id to call the provider\'s API with' }),
  name: Type.String({ description: 'Model name' }),
  provider: Type.String({ description: 'Who serves it' }),
  tier: stringEnum(['flagship', 'balanced', 'small'], { description: 'Its place in the provider\'s line-up' }),
  contextWindow: Type.Integer({ description: 'Context window in tokens' }),
  inputPricePerMTok: Type.Number({ description: 'US dollars per million input tokens' }),
  outputPricePerMTok: Type.Number({ description: 'US dollars per million output tokens (0 for embeddings)' }),
  blendedPricePerMTok: Type.Number({ description: '(3 × input + output) ÷ 4, or the input price for embeddings' }),
  vision: Type.Boolean({ description: 'Accepts images' }),
  openWeights: Type.Boolean({ description: 'Weights are published' }),
  strengths: Type.Array(Type.String(), { description: 'Tasks its provider recommends it for' }),
  score: Type.Number({ description: 'Sum of the factor points, 0 to 100' }),
  breakdown: closedObject(
    {
      capability: factorSchema('Tier, plus a bonus when the task is a stated strength'),
      speed: factorSchema('Inverse of the tier (a proxy for latency)'),
      cost: factorSchema('Blended price on a log scale'),
      language: factorSchema('Fit to the requested language'),
      complexity: factorSchema('Fit of the tier to the task\'s complexity'),
    },
    { description: 'Every factor of the score' },
  ),
  notes: Type.Union([Type.String(), Type.Null()], { description: 'Pricing or licensing details, or null' }),
  source: Type.String({ description: 'The provider page the facts come from' }),
  checked: Type.String({ description: 'When the row was checked (YYYY-MM)' }),
});

const output = closedObject({
  taskType: Type.String({ description: 'The task type asked for' }),
  language: Type.String({ description: 'The language asked for' }),
  priority: Type.String({ description: 'The priority asked for' }),
  complexity: Type.String({ description: 'The complexity asked for' }),
  weights: closedObject(
    {
      capability: Type.Number({ description: 'Weight of capability' }),
      speed: Type.Number({ description: 'Weight of speed' }),
      cost: Type.Number({ description: 'Weight of cost' }),
      language: Type.Number({ description: 'Weight of language fit' }),
      complexity: Type.Number({ description: 'Weight of complexity fit' }),
    },
    { description: 'The weights this priority uses (they sum to 1)' },
  ),
  formula: Type.String({ description: 'How the score is computed' }),
  candidates: Type.Integer({ minimum: 0, description: 'How many models of the table suit the task type' }),
  recommendations: Type.Array(recommendationSchema, { description: 'The best matches, best first (at most limit)' }),
  tableChecked: Type.String({ description: 'When the model table was checked (YYYY-MM)' }),
  note: Type.String({ description: 'A reminder that the table is a snapshot' }),
});

type Result = Static<typeof output>;
type Recommendation = Static<typeof recommendationSchema>;

const FORMULA =
  'score = 100 × Σ weight × factor over capability (tier flagship 1 / balanced 0.75 / small 0.5, +0.15 if the task is a stated strength, max 1), ' +
  'speed (small 1 / balanced 0.75 / flagship 0.5), cost ((log10 30 − log10 blended price) ÷ (log10 30 − log10 0.01), clamped to 0..1), ' +
  'language (english 1; multilingual 1 if broadly multilingual else 0.5; chinese 1 if a stated strength, 0.8 if multilingual, else 0.4) ' +
  'and complexity (low: small 1, balanced 0.8, flagship 0.6; medium: 0.7, 1, 0.9; high: 0.3, 0.7, 1).';

const NOTE = `The model table is a snapshot checked ${AI_MODELS_CHECKED}: providers change models and prices often, so check the source of a pick before committing to it.`;

function score(model: AiModel, task: TaskType, language: Language, priority: Priority, complexity: Complexity): Omit<Recommendation, 'rank'> {
  const weights = WEIGHTS[priority];
  const strong = model.strengths.includes(task);
  const price = blendedPrice(model);
  const values: Record<Factor, { value: number; why: string }> = {
    capability: {
      value: Math.min(1, TIER_CAPABILITY[model.tier] + (strong ? STRENGTH_BONUS : 0)),
      why: `${model.tier} ${TIER_CAPABILITY[model.tier]}${strong ? ` + ${STRENGTH_BONUS} (${task} is a stated strength)` : ''}`,
    },
    speed: { value: TIER_SPEED[model.tier], why: `${model.tier} tier` },
    cost: { value: round(costFactor(price)), why: `blended $${round(price)} per million tokens` },
    language: {
      value: languageFactor(model, language),
      why: language === 'english' ? 'every model serves English' : model.strongLanguages.includes(language) ? `${language} is a stated strength` : model.multilingual ? 'broad multilingual support' : 'no stated support',
    },
    complexity: { value: COMPLEXITY_FIT[complexity][model.tier], why: `${model.tier} tier for ${complexity} complexity` },
  };
  const breakdown = Object.fromEntries(
    FACTORS.map((factor) => [
      factor,
      { value: values[factor].value, weight: weights[factor], points: round(values[factor].value * weights[factor] * 100, 2), why: values[factor].why },
    ]),
  ) as Recommendation['breakdown'];
  const total = FACTORS.reduce((sum, factor) => sum + values[factor].value * weights[factor] * 100, 0);
  return {
    id: model.id,
    name: model.name,
    provider: model.provider,
    tier: model.tier,
    contextWindow: model.contextWindow,
    inputPricePerMTok: model.inputPrice,
    outputPricePerMTok: model.outputPrice,
    blendedPricePerMTok: round(price),
    vision: model.vision,
    openWeights: model.openWeights,
    strengths: [...model.strengths],
    score: round(total, 2),
    breakdown,
    notes: model.notes ?? null,
    source: model.source,
    checked: model.checked,
  };
}

export function pick(task: TaskType, language: Language, priority: Priority, complexity: Complexity, limit: number): Result {
  const candidates = AI_MODELS.filter((model) => (task === 'embedding' ? model.kind === 'embedding' : model.kind === 'chat' && (task !== 'vision' || model.vision)));
  const ranked = candidates
    .map((model, index) => ({ index, rec: score(model, task, language, priority, complexity) }))
    .sort(
      (a, b) =>
        b.rec.score - a.rec.score ||
        b.rec.breakdown.capability.value - a.rec.breakdown.capability.value ||
        a.rec.blendedPricePerMTok - b.rec.blendedPricePerMTok ||
        a.index - b.index,
    )
    .slice(0, limit)
    .map(({ rec }, index) => ({ rank: index + 1, ...rec }));
  return {
    taskType: task,
    language,
    priority,
    complexity,
    weights: { ...WEIGHTS[priority] },
    formula: FORMULA,
    candidates: candidates.length,
    recommendations: ranked,
    tableChecked: AI_MODELS_CHECKED,
    note: NOTE,
  };
}

export default defineTool({
  id: 'ai-model-picker',
  name: 'AI Model Picker',
  category: 'developer',
  description:
    'Recommend LLM API models (OpenAI, Anthropic, Google, DeepSeek, Mistral) for a task type, language, priority (quality, speed, cost, balanced) and complexity, with context window, prices per million tokens, open-weights status and a transparent score breakdown. ' +
    `The model table is a curated snapshot checked ${AI_MODELS_CHECKED}, with the provider page of each row; prices change, so verify before committing.`,
  keywords: ['llm', 'gpt', 'claude', 'gemini', 'openai', 'anthropic', 'model comparison', 'chatgpt'],
  input: closedObject({
    task_type: stringEnum(TASK_TYPES, { description: `What the model is for: ${TASK_TYPES.join(', ')}` }),
    language: stringEnum(LANGUAGES, { description: `The language of the work: ${LANGUAGES.join(', ')}` }),
    priority: stringEnum(PRIORITIES, { description: 'What matters most: quality, speed, cost or balanced' }),
    complexity: stringEnum(COMPLEXITIES, { description: 'How demanding the task is: low, medium or high' }),
    limit: withDefault(Type.Integer({ minimum: 1, maximum: 10, description: 'How many models to recommend (1 to 10)' }), 3),
  }),
  output,
  examples: [
    {
      "title": "Cheap, simple extraction in English",
      "input": {
        "task_type": "extraction",
        "language": "english",
        "priority": "cost",
        "complexity": "low",
        "limit": 2
      },
      "output": {
        "taskType": "extraction",
        "language": "english",
        "priority": "cost",
        "complexity": "low",
        "weights": {
          "capability": 0.2,
          "speed": 0.1,
          "cost": 0.45,
          "language": 0.1,
          "complexity": 0.15
        },
        "formula": "score = 100 × Σ weight × factor over capability (tier flagship 1 / balanced 0.75 / small 0.5, +0.15 if the task is a stated strength, max 1), speed (small 1 / balanced 0.75 / flagship 0.5), cost ((log10 30 − log10 blended price) ÷ (log10 30 − log10 0.01), clamped to 0..1), language (english 1; multilingual 1 if broadly multilingual else 0.5; chinese 1 if a stated strength, 0.8 if multilingual, else 0.4) and complexity (low: small 1, balanced 0.8, flagship 0.6; medium: 0.7, 1, 0.9; high: 0.3, 0.7, 1).",
        "candidates": 11,
        "recommendations": [
          {
            "rank": 1,
            "id": "mistral-small-3.2",
            "name": "Mistral Small 3.2",
            "provider": "Mistral AI",
            "tier": "small",
            "contextWindow": 131072,
            "inputPricePerMTok": 0.1,
            "outputPricePerMTok": 0.3,
            "blendedPricePerMTok": 0.15,
            "vision": true,
            "openWeights": true,
            "strengths": [
              "chat",
              "extraction",
              "translation"
            ],
            "score": 77.78,
            "breakdown": {
              "capability": {
                "value": 0.65,
                "weight": 0.2,
                "points": 13,
                "why": "small 0.5 + 0.15 (extraction is a stated strength)"
              },
              "speed": {
                "value": 1,
                "weight": 0.1,
                "points": 10,
                "why": "small tier"
              },
              "cost": {
                "value": 0.6618,
                "weight": 0.45,
                "points": 29.78,
                "why": "blended $0.15 per million tokens"
              },
              "language": {
                "value": 1,
                "weight": 0.1,
                "points": 10,
                "why": "every model serves English"
              },
              "complexity": {
                "value": 1,
                "weight": 0.15,
                "points": 15,
                "why": "small tier for low complexity"
              }
            },
            "notes": "Weights published under Apache 2.0.",
            "source": "https://mistral.ai/pricing#api-pricing",
            "checked": "2026-11"
          },
          {
            "rank": 2,
            "id": "gemini-2.5-flash-lite",
            "name": "Gemini 2.5 Flash-Lite",
            "provider": "Google",
            "tier": "small",
            "contextWindow": 1048576,
            "inputPricePerMTok": 0.1,
            "outputPricePerMTok": 0.4,
            "blendedPricePerMTok": 0.175,
            "vision": true,
            "openWeights": false,
            "strengths": [
              "extraction",
              "summarization",
              "translation"
            ],
            "score": 76.91,
            "breakdown": {
              "capability": {
                "value": 0.65,
                "weight": 0.2,
                "points": 13,
                "why": "small 0.5 + 0.15 (extraction is a stated strength)"
              },
              "speed": {
                "value": 1,
                "weight": 0.1,
                "points": 10,
                "why": "small tier"
              },
              "cost": {
                "value": 0.6425,
                "weight": 0.45,
                "points": 28.91,
                "why": "blended $0.175 per million tokens"
              },
              "language": {
                "value": 1,
                "weight": 0.1,
                "points": 10,
                "why": "every model serves English"
              },
              "complexity": {
                "value": 1,
                "weight": 0.15,
                "points": 15,
                "why": "small tier for low complexity"
              }
            },
            "notes": null,
            "source": "https://ai.google.dev/gemini-api/docs/pricing",
            "checked": "2026-11"
          }
        ],
        "tableChecked": "2026-11",
        "note": "The model table is a snapshot checked 2026-11: providers change models and prices often, so check the source of a pick before committing to it."
      }
    },
    {
      "title": "Hard Chinese reasoning, quality first",
      "input": {
        "task_type": "reasoning",
        "language": "chinese",
        "priority": "quality",
        "complexity": "high",
        "limit": 2
      },
      "output": {
        "taskType": "reasoning",
        "language": "chinese",
        "priority": "quality",
        "complexity": "high",
        "weights": {
          "capability": 0.5,
          "speed": 0.05,
          "cost": 0.1,
          "language": 0.15,
          "complexity": 0.2
        },
        "formula": "score = 100 × Σ weight × factor over capability (tier flagship 1 / balanced 0.75 / small 0.5, +0.15 if the task is a stated strength, max 1), speed (small 1 / balanced 0.75 / flagship 0.5), cost ((log10 30 − log10 blended price) ÷ (log10 30 − log10 0.01), clamped to 0..1), language (english 1; multilingual 1 if broadly multilingual else 0.5; chinese 1 if a stated strength, 0.8 if multilingual, else 0.4) and complexity (low: small 1, balanced 0.8, flagship 0.6; medium: 0.7, 1, 0.9; high: 0.3, 0.7, 1).",
        "candidates": 11,
        "recommendations": [
          {
            "rank": 1,
            "id": "gemini-2.5-pro",
            "name": "Gemini 2.5 Pro",
            "provider": "Google",
            "tier": "flagship",
            "contextWindow": 1048576,
            "inputPricePerMTok": 1.25,
            "outputPricePerMTok": 10,
            "blendedPricePerMTok": 3.4375,
            "vision": true,
            "openWeights": false,
            "strengths": [
              "reasoning",
              "coding",
              "analysis",
              "vision"
            ],
            "score": 87.21,
            "breakdown": {
              "capability": {
                "value": 1,
                "weight": 0.5,
                "points": 50,
                "why": "flagship 1 + 0.15 (reasoning is a stated strength)"
              },
              "speed": {
                "value": 0.5,
                "weight": 0.05,
                "points": 2.5,
                "why": "flagship tier"
              },
              "cost": {
                "value": 0.2706,
                "weight": 0.1,
                "points": 2.71,
                "why": "blended $3.4375 per million tokens"
              },
              "language": {
                "value": 0.8,
                "weight": 0.15,
                "points": 12,
                "why": "broad multilingual support"
              },
              "complexity": {
                "value": 1,
                "weight": 0.2,
                "points": 20,
                "why": "flagship tier for high complexity"
              }
            },
            "notes": "Prompts over 200K tokens are billed at $2.50 input / $15.00 output.",
            "source": "https://ai.google.dev/gemini-api/docs/pricing",
            "checked": "2026-11"
          },
          {
            "rank": 2,
            "id": "gpt-5.4",
            "name": "GPT-5.4",
            "provider": "OpenAI",
            "tier": "flagship",
            "contextWindow": 1050000,
            "inputPricePerMTok": 2.5,
            "outputPricePerMTok": 15,
            "blendedPricePerMTok": 5.625,
            "vision": true,
            "openWeights": false,
            "strengths": [
              "coding",
              "reasoning",
              "analysis",
              "writing"
            ],
            "score": 86.59,
            "breakdown": {
              "capability": {
                "value": 1,
                "weight": 0.5,
                "points": 50,
                "why": "flagship 1 + 0.15 (reasoning is a stated strength)"
              },
              "speed": {
                "value": 0.5,
                "weight": 0.05,
                "points": 2.5,
                "why": "flagship tier"
              },
              "cost": {
                "value": 0.2091,
                "weight": 0.1,
                "points": 2.09,
                "why": "blended $5.625 per million tokens"
              },
              "language": {
                "value": 0.8,
                "weight": 0.15,
                "points": 12,
                "why": "broad multilingual support"
              },
              "complexity": {
                "value": 1,
                "weight": 0.2,
                "points": 20,
                "why": "flagship tier for high complexity"
              }
            },
            "notes": "Prompts over 272K tokens are billed at $5.00 input / $22.50 output.",
            "source": "https://developers.openai.com/api/docs/models/gpt-5.4",
            "checked": "2026-11"
          }
        ],
        "tableChecked": "2026-11",
        "note": "The model table is a snapshot checked 2026-11: providers change models and prices often, so check the source of a pick before committing to it."
      }
    }
  ],
  run({ task_type, language, priority, complexity, limit }): Result {
    return pick(task_type, language, priority, complexity, limit);
  },
});
