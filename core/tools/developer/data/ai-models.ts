/**
 * A snapshot of current LLM API models with the facts their providers publish: context window,
 * price per million input and output tokens (standard tier, shortest-prompt tier where prices step
 * up with prompt length), input modalities, open weights or not, and the tasks the provider's own
 * model page recommends the model for. Each row cites the provider page it was read from.
 * Prices and line-ups change monthly: this table is a dated snapshot, not a live price list.
 */

export const TASK_TYPES = ['chat', 'coding', 'writing', 'analysis', 'reasoning', 'summarization', 'translation', 'extraction', 'vision', 'embedding'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const LANGUAGES = ['english', 'multilingual', 'chinese'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The provider's own positioning of the model in its line-up. */
export type ModelTier = 'flagship' | 'balanced' | 'small';

export interface AiModel {
  id: string;
  name: string;
  provider: string;
  kind: 'chat' | 'embedding';
  tier: ModelTier;
  contextWindow: number;
  /** US dollars per million tokens. */
  inputPrice: number;
  /** US dollars per million tokens; 0 for embedding models (no output tokens). */
  outputPrice: number;
  vision: boolean;
  openWeights: boolean;
  /** Tasks the provider's model page names as its strengths. */
  strengths: TaskType[];
  /** Languages the provider states particular strength in, beyond broad multilingual support. */
  strongLanguages: Language[];
  multilingual: boolean;
  source: string;
  /** YYYY-MM. */
  checked: string;
  notes?: string;
}

export const AI_MODELS_CHECKED = '2026-11';
const CHECKED = AI_MODELS_CHECKED;

export const AI_MODELS: readonly AiModel[] = [
  {
    id: 'gpt-5.4',
    name: 'GPT-5.4',
    provider: 'OpenAI',
    kind: 'chat',
    tier: 'flagship',
    contextWindow: 1_050_000,
    inputPrice: 2.5,
    outputPrice: 15,
    vision: true,
    openWeights: false,
    strengths: ['coding', 'reasoning', 'analysis', 'writing'],
    strongLanguages: ['english'],
    multilingual: true,
    source: 'https://developers.openai.com/api/docs/models/gpt-5.4',
    checked: CHECKED,
    notes: 'Prompts over 272K tokens are billed at $5.00 input / $22.50 output.',
  },
  {
    id: 'gpt-5.4-mini',
    name: 'GPT-5.4 mini',
    provider: 'OpenAI',
    kind: 'chat',
    tier: 'balanced',
    contextWindow: 400_000,
    inputPrice: 0.75,
    outputPrice: 4.5,
    vision: true,
    openWeights: false,
    strengths: ['coding', 'chat', 'extraction'],
    strongLanguages: ['english'],
    multilingual: true,
    source: 'https://developers.openai.com/api/docs/models/gpt-5.4-mini',
    checked: CHECKED,
  },
  {
    id: 'text-embedding-3-small',
    name: 'text-embedding-3-small',
    provider: 'OpenAI',
    kind: 'embedding',
    tier: 'small',
    contextWindow: 8_191,
    inputPrice: 0.02,
    outputPrice: 0,
    vision: false,
    openWeights: false,
    strengths: ['embedding'],
    strongLanguages: ['english'],
    multilingual: true,
    source: 'https://developers.openai.com/api/docs/models/text-embedding-3-small',
    checked: CHECKED,
  },
  {
    id: 'text-embedding-3-large',
    name: 'text-embedding-3-large',
    provider: 'OpenAI',
    kind: 'embedding',
    tier: 'flagship',
    contextWindow: 8_191,
    inputPrice: 0.13,
    outputPrice: 0,
    vision: false,
    openWeights: false,
    strengths: ['embedding'],
    strongLanguages: ['english'],
    multilingual: true,
    source: 'https://developers.openai.com/api/docs/models/text-embedding-3-large',
    checked: CHECKED,
  },
  {
    id: 'claude-opus-4-6',
    name: 'Claude Opus 4.6',
    provider: 'Anthropic',
    kind: 'chat',
    tier: 'flagship',
    contextWindow: 1_000_000,
    inputPrice: 5,
    outputPrice: 25,
    vision: true,
    openWeights: false,
    strengths: ['coding', 'reasoning', 'analysis', 'writing'],
    strongLanguages: ['english'],
    multilingual: true,
    source: 'https://platform.claude.com/docs/en/about-claude/pricing',
    checked: CHECKED,
  },
  {
    id: 'claude-sonnet-4-6',
    name: 'Claude Sonnet 4.6',
    provider: 'Anthropic',
    kind: 'chat',
    tier: 'balanced',
    contextWindow: 1_000_000,
    inputPrice: 3,
    outputPrice: 15,
    vision: true,
    openWeights: false,
    strengths: ['coding', 'writing', 'analysis', 'chat'],
    strongLanguages: ['english'],
    multilingual: true,
    source: 'https://platform.claude.com/docs/en/about-claude/pricing',
    checked: CHECKED,
  },
  {
    id: 'claude-haiku-4-5',
    name: 'Claude Haiku 4.5',
    provider: 'Anthropic',
    kind: 'chat',
    tier: 'small',
    contextWindow: 200_000,
    inputPrice: 1,
    outputPrice: 5,
    vision: true,
    openWeights: false,
    strengths: ['chat', 'extraction', 'summarization', 'coding'],
    strongLanguages: ['english'],
    multilingual: true,
    source: 'https://platform.claude.com/docs/en/about-claude/pricing',
    checked: CHECKED,
  },
  {
    id: 'gemini-2.5-pro',
    name: 'Gemini 2.5 Pro',
    provider: 'Google',
    kind: 'chat',
    tier: 'flagship',
    contextWindow: 1_048_576,
    inputPrice: 1.25,
    outputPrice: 10,
    vision: true,
    openWeights: false,
    strengths: ['reasoning', 'coding', 'analysis', 'vision'],
    strongLanguages: [],
    multilingual: true,
    source: 'https://ai.google.dev/gemini-api/docs/pricing',
    checked: CHECKED,
    notes: 'Prompts over 200K tokens are billed at $2.50 input / $15.00 output.',
  },
  {
    id: 'gemini-2.5-flash',
    name: 'Gemini 2.5 Flash',
    provider: 'Google',
    kind: 'chat',
    tier: 'balanced',
    contextWindow: 1_048_576,
    inputPrice: 0.3,
    outputPrice: 2.5,
    vision: true,
    openWeights: false,
    strengths: ['chat', 'summarization', 'vision', 'translation'],
    strongLanguages: [],
    multilingual: true,
    source: 'https://ai.google.dev/gemini-api/docs/pricing',
    checked: CHECKED,
  },
  {
    id: 'gemini-2.5-flash-lite',
    name: 'Gemini 2.5 Flash-Lite',
    provider: 'Google',
    kind: 'chat',
    tier: 'small',
    contextWindow: 1_048_576,
    inputPrice: 0.1,
    outputPrice: 0.4,
    vision: true,
    openWeights: false,
    strengths: ['extraction', 'summarization', 'translation'],
    strongLanguages: [],
    multilingual: true,
    source: 'https://ai.google.dev/gemini-api/docs/pricing',
    checked: CHECKED,
  },
  {
    id: 'gemini-embedding-001',
    name: 'Gemini Embedding',
    provider: 'Google',
    kind: 'embedding',
    tier: 'balanced',
    contextWindow: 2_048,
    inputPrice: 0.15,
    outputPrice: 0,
    vision: false,
    openWeights: false,
    strengths: ['embedding'],
    strongLanguages: [],
    multilingual: true,
    source: 'https://ai.google.dev/gemini-api/docs/pricing',
    checked: CHECKED,
  },
  {
    id: 'deepseek-chat',
    name: 'DeepSeek-V3.2 (deepseek-chat)',
    provider: 'DeepSeek',
    kind: 'chat',
    tier: 'balanced',
    contextWindow: 128_000,
    inputPrice: 0.28,
    outputPrice: 0.42,
    vision: false,
    openWeights: true,
    strengths: ['coding', 'reasoning', 'chat'],
    strongLanguages: ['english', 'chinese'],
    multilingual: true,
    source: 'https://api-docs.deepseek.com/quick_start/pricing',
    checked: CHECKED,
    notes: 'Weights published under the MIT license; input that hits DeepSeek\'s context cache costs $0.028 per million tokens.',
  },
  {
    id: 'mistral-medium-3',
    name: 'Mistral Medium 3',
    provider: 'Mistral AI',
    kind: 'chat',
    tier: 'balanced',
    contextWindow: 131_072,
    inputPrice: 0.4,
    outputPrice: 2,
    vision: true,
    openWeights: false,
    strengths: ['coding', 'analysis', 'chat'],
    strongLanguages: [],
    multilingual: true,
    source: 'https://mistral.ai/pricing#api-pricing',
    checked: CHECKED,
  },
  {
    id: 'mistral-small-3.2',
    name: 'Mistral Small 3.2',
    provider: 'Mistral AI',
    kind: 'chat',
    tier: 'small',
    contextWindow: 131_072,
    inputPrice: 0.1,
    outputPrice: 0.3,
    vision: true,
    openWeights: true,
    strengths: ['chat', 'extraction', 'translation'],
    strongLanguages: [],
    multilingual: true,
    source: 'https://mistral.ai/pricing#api-pricing',
    checked: CHECKED,
    notes: 'Weights published under Apache 2.0.',
  },
];
