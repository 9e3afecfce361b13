/**
 * Open-weight language models with the architecture figures memory depends on, read from each
 * model's config.json on Hugging Face (the `source` of each row), and the bits per weight of the
 * llama.cpp quantization formats.
 *
 * Parameter counts are exact: each was recomputed from its config (embeddings + per-layer attention,
 * MLP and norms + final norm + output head unless tied) and matches the count the model card
 * publishes, e.g. Llama 3.1 8B = 8,030,261,248.
 * Figures checked 2026-11.
 */

export type AttentionKind = 'mha' | 'gqa' | 'mla';

export interface LlmModel {
  id: string;
  name: string;
  /** All weights: what must be in memory (every expert of a mixture-of-experts model). */
  parameters: number;
  /** Parameters used per token, for mixture-of-experts models. */
  activeParameters?: number;
  layers: number;
  hiddenSize: number;
  attentionHeads: number;
  /** Key/value heads (grouped-query attention when fewer than attentionHeads). */
  kvHeads: number;
  headDim: number;
  /** config.json max_position_embeddings. */
  maxContext: number;
  attention: AttentionKind;
  /** Multi-head latent attention (DeepSeek): the cache holds a compressed latent per token and layer. */
  mla?: { kvLoraRank: number; qkRopeHeadDim: number };
  notes: string[];
  source: string;
}

const hf = (repo: string) => `https://huggingface.co/${repo}/blob/main/config.json`;

export const LLM_MODELS_CHECKED = '2026-11';

export const LLM_MODELS: readonly LlmModel[] = [
  {
    id: 'llama-3.2-1b',
    name: 'Llama 3.2 1B',
    parameters: 1_235_814_400,
    layers: 16,
    hiddenSize: 2048,
    attentionHeads: 32,
    kvHeads: 8,
    headDim: 64,
    maxContext: 131_072,
    attention: 'gqa',
    notes: ['Input and output embeddings are tied (counted once).'],
    source: hf('meta-llama/Llama-3.2-1B'),
  },
  {
    id: 'llama-3.2-3b',
    name: 'Llama 3.2 3B',
    parameters: 3_212_749_824,
    layers: 28,
    hiddenSize: 3072,
    attentionHeads: 24,
    kvHeads: 8,
    headDim: 128,
    maxContext: 131_072,
    attention: 'gqa',
    notes: ['Input and output embeddings are tied (counted once).'],
    source: hf('meta-llama/Llama-3.2-3B'),
  },
  {
    id: 'llama-3.1-8b',
    name: 'Llama 3.1 8B',
    parameters: 8_030_261_248,
    layers: 32,
    hiddenSize: 4096,
    attentionHeads: 32,
    kvHeads: 8,
    headDim: 128,
    maxContext: 131_072,
    attention: 'gqa',
    notes: [],
    source: hf('meta-llama/Llama-3.1-8B'),
  },
  {
    id: 'llama-3.1-70b',
    name: 'Llama 3.1 70B',
    parameters: 70_553_706_496,
    layers: 80,
    hiddenSize: 8192,
    attentionHeads: 64,
    kvHeads: 8,
    headDim: 128,
    maxContext: 131_072,
    attention: 'gqa',
    notes: [],
    source: hf('meta-llama/Llama-3.1-70B'),
  },
  {
    id: 'llama-3.1-405b',
    name: 'Llama 3.1 405B',
    parameters: 405_853_388_800,
    layers: 126,
    hiddenSize: 16384,
    attentionHeads: 128,
    kvHeads: 8,
    headDim: 128,
    maxContext: 131_072,
    attention: 'gqa',
    notes: [],
    source: hf('meta-llama/Llama-3.1-405B'),
  },
  {
    id: 'mistral-7b',
    name: 'Mistral 7B v0.3',
    parameters: 7_248_023_552,
    layers: 32,
    hiddenSize: 4096,
    attentionHeads: 32,
    kvHeads: 8,
    headDim: 128,
    maxContext: 32_768,
    attention: 'gqa',
    notes: [],
    source: hf('mistralai/Mistral-7B-v0.3'),
  },
  {
    id: 'mixtral-8x7b',
    name: 'Mixtral 8x7B v0.1',
    parameters: 46_702_792_704,
    activeParameters: 12_879_925_248,
    layers: 32,
    hiddenSize: 4096,
    attentionHeads: 32,
    kvHeads: 8,
    headDim: 128,
    maxContext: 32_768,
    attention: 'gqa',
    notes: [
      'Mixture of experts: 8 experts per layer, 2 used per token. All 46.7B parameters must be in memory; the 12.9B active ones set the speed, not the memory.',
    ],
    source: hf('mistralai/Mixtral-8x7B-v0.1'),
  },
  {
    id: 'qwen2.5-7b',
    name: 'Qwen2.5 7B Instruct',
    parameters: 7_615_616_512,
    layers: 28,
    hiddenSize: 3584,
    attentionHeads: 28,
    kvHeads: 4,
    headDim: 128,
    maxContext: 32_768,
    attention: 'gqa',
    notes: ['config.json sets 32,768 tokens; the model card describes up to 131,072 with YaRN rope scaling added to the config.'],
    source: hf('Qwen/Qwen2.5-7B-Instruct'),
  },
  {
    id: 'qwen2.5-14b',
    name: 'Qwen2.5 14B Instruct',
    parameters: 14_770_033_664,
    layers: 48,
    hiddenSize: 5120,
    attentionHeads: 40,
    kvHeads: 8,
    headDim: 128,
    maxContext: 32_768,
    attention: 'gqa',
    notes: ['config.json sets 32,768 tokens; the model card describes up to 131,072 with YaRN rope scaling added to the config.'],
    source: hf('Qwen/Qwen2.5-14B-Instruct'),
  },
  {
    id: 'qwen2.5-32b',
    name: 'Qwen2.5 32B Instruct',
    parameters: 32_763_876_352,
    layers: 64,
    hiddenSize: 5120,
    attentionHeads: 40,
    kvHeads: 8,
    headDim: 128,
    maxContext: 32_768,
    attention: 'gqa',
    notes: ['config.json sets 32,768 tokens; the model card describes up to 131,072 with YaRN rope scaling added to the config.'],
    source: hf('Qwen/Qwen2.5-32B-Instruct'),
  },
  {
    id: 'qwen2.5-72b',
    name: 'Qwen2.5 72B Instruct',
    parameters: 72_706_203_648,
    layers: 80,
    hiddenSize: 8192,
    attentionHeads: 64,
    kvHeads: 8,
    headDim: 128,
    maxContext: 32_768,
    attention: 'gqa',
    notes: ['config.json sets 32,768 tokens; the model card describes up to 131,072 with YaRN rope scaling added to the config.'],
    source: hf('Qwen/Qwen2.5-72B-Instruct'),
  },
  {
    id: 'gemma-2-9b',
    name: 'Gemma 2 9B',
    parameters: 9_241_705_984,
    layers: 42,
    hiddenSize: 3584,
    attentionHeads: 16,
    kvHeads: 8,
    headDim: 256,
    maxContext: 8_192,
    attention: 'gqa',
    notes: [
      'Every other layer uses a 4,096-token sliding window; the KV cache here is for full attention in every layer, as runtimes without sliding-window caches allocate it (an upper bound above 4,096 tokens).',
    ],
    source: hf('google/gemma-2-9b'),
  },
  {
    id: 'gemma-2-27b',
    name: 'Gemma 2 27B',
    parameters: 27_227_128_320,
    layers: 46,
    hiddenSize: 4608,
    attentionHeads: 32,
    kvHeads: 16,
    headDim: 128,
    maxContext: 8_192,
    attention: 'gqa',
    notes: [
      'Every other layer uses a 4,096-token sliding window; the KV cache here is for full attention in every layer, as runtimes without sliding-window caches allocate it (an upper bound above 4,096 tokens).',
    ],
    source: hf('google/gemma-2-27b'),
  },
  {
    id: 'phi-3-mini-4k',
    name: 'Phi-3 mini 4K Instruct',
    parameters: 3_821_079_552,
    layers: 32,
    hiddenSize: 3072,
    attentionHeads: 32,
    kvHeads: 32,
    headDim: 96,
    maxContext: 4_096,
    attention: 'mha',
    notes: ['Full multi-head attention (as many KV heads as query heads), so its KV cache per token is large for its size.'],
    source: hf('microsoft/Phi-3-mini-4k-instruct'),
  },
  {
    id: 'phi-3-mini-128k',
    name: 'Phi-3 mini 128K Instruct',
    parameters: 3_821_079_552,
    layers: 32,
    hiddenSize: 3072,
    attentionHeads: 32,
    kvHeads: 32,
    headDim: 96,
    maxContext: 131_072,
    attention: 'mha',
    notes: ['Full multi-head attention (as many KV heads as query heads), so its KV cache per token is large for its size.'],
    source: hf('microsoft/Phi-3-mini-128k-instruct'),
  },
  {
    id: 'deepseek-v3',
    name: 'DeepSeek-V3',
    parameters: 671_000_000_000,
    activeParameters: 37_000_000_000,
    layers: 61,
    hiddenSize: 7168,
    attentionHeads: 128,
    kvHeads: 128,
    headDim: 192,
    maxContext: 163_840,
    attention: 'mla',
    mla: { kvLoraRank: 512, qkRopeHeadDim: 64 },
    notes: [
      'Mixture of experts: 671B parameters in memory (the model card\'s figure for the main model, without the 14B multi-token-prediction module), 37B active per token.',
      'Multi-head latent attention: the cache holds one compressed latent (kv_lora_rank 512) plus the shared rotary key (qk_rope_head_dim 64) per token and layer, 576 values, instead of separate keys and values per head — as vLLM, SGLang and llama.cpp (with MLA support) store it. Runtimes that expand the latent into per-head keys and values need far more.',
    ],
    source: hf('deepseek-ai/DeepSeek-V3'),
  },
];

export interface Quantization {
  id: string;
  bitsPerWeight: number;
  source: string;
}

const LLAMA_CPP_TABLE = 'llama.cpp tools/quantize/README.md, bits/weight measured on Llama-3.1-8B';
const LLAMA_CPP_SIZES = 'llama.cpp tools/quantize/quantize.cpp, size on Llama-3-8B (GiB) × 2^30 × 8 ÷ 8,030,261,248 parameters';

/**
 * Bits per weight. The float formats are exact. The quantized ones are what llama.cpp reports for a
 * whole model (its mixes keep some tensors, such as the output head, at higher precision), measured
 * on Llama 3.1 8B; other models differ by a few percent.
 */
export const QUANTIZATIONS: readonly Quantization[] = [
  { id: 'fp32', bitsPerWeight: 32, source: '32-bit float, exact' },
  { id: 'fp16', bitsPerWeight: 16, source: '16-bit float, exact' },
  { id: 'bf16', bitsPerWeight: 16, source: 'bfloat16, exact' },
  { id: 'q8_0', bitsPerWeight: 8.5008, source: LLAMA_CPP_TABLE },
  { id: 'q6_k', bitsPerWeight: 6.5633, source: LLAMA_CPP_TABLE },
  { id: 'q5_k_m', bitsPerWeight: 5.7036, source: LLAMA_CPP_TABLE },
  { id: 'q4_k_m', bitsPerWeight: 4.8944, source: LLAMA_CPP_TABLE },
  { id: 'q4_0', bitsPerWeight: 4.6425, source: `${LLAMA_CPP_SIZES} (4.34 GiB)` },
  { id: 'q3_k_m', bitsPerWeight: 4.0007, source: `${LLAMA_CPP_SIZES} (3.74 GiB)` },
  { id: 'q2_k', bitsPerWeight: 3.1593, source: LLAMA_CPP_TABLE },
];
