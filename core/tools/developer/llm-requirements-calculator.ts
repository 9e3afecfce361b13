import { Type, type Static } from '@sinclair/typebox';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';
import { LLM_MODELS, LLM_MODELS_CHECKED, QUANTIZATIONS, type LlmModel, type Quantization } from './data/llm-models.ts';

/*
 * Decisions (the spec lists model, quantization, context_length and batch_size):
 * - Models and their figures are the table in data/llm-models.ts (config.json values, cited per row).
 *   Mixture-of-experts models need all their experts in memory, so weights use the total count.
 * - Memory = weights + KV cache + overhead, each in bytes (exact integers), shown with the arithmetic:
 *   · weights = parameters × bits per weight ÷ 8, rounded to a whole byte; bits per weight are
 *     llama.cpp's for the format (see QUANTIZATIONS);
 *   · KV cache = 2 (keys and values) × layers × KV heads × head dim × context × batch × 2 bytes, the
 *     cache kept in fp16 whatever the weights' format; for multi-head latent attention (DeepSeek-V3)
 *     it is layers × (kv_lora_rank + qk_rope_head_dim) × context × batch × 2 bytes, one latent per token;
 *   · overhead = 10% of (weights + KV cache), rounded, + 512 MiB: compute buffers, the runtime and a
 *     GPU context. A rule of thumb, not a measurement; real runtimes vary with batch and backend.
 * - context_length defaults to the model's max_position_embeddings and may not exceed it.
 * - Sizes are given in bytes, GiB (2^30, what GPU memory is counted in) and GB (10^9), 2 decimals.
 */

const MODEL_IDS = LLM_MODELS.map((model) => model.id) as [string, ...string[]];
const QUANTIZATION_IDS = QUANTIZATIONS.map((q) => q.id) as [string, ...string[]];
const MAX_CONTEXT = Math.max(...LLM_MODELS.map((model) => model.maxContext));

const OVERHEAD_FIXED_BYTES = 512 * 2 ** 20;
const OVERHEAD_FRACTION = 0.1;
const KV_BYTES_PER_VALUE = 2;

const sizeSchema = (description: string) =>
  closedObject(
    {
      bytes: Type.Integer({ minimum: 0, description: 'Bytes' }),
      gib: Type.Number({ minimum: 0, description: 'GiB (2^30 bytes), 2 decimals' }),
      gb: Type.Number({ minimum: 0, description: 'GB (10^9 bytes), 2 decimals' }),
    },
    { description },
  );

const output = closedObject({
  model: closedObject(
    {
      id: Type.String({ description: 'Model id' }),
      name: Type.String({ description: 'Model name' }),
      parameters: Type.Integer({ description: 'Parameters held in memory (all experts of a mixture of experts)' }),
      activeParameters: Type.Union([Type.Integer(), Type.Null()], { description: 'Parameters used per token (mixture of experts), else null' }),
      layers: Type.Integer({ description: 'Transformer layers (num_hidden_layers)' }),
      hiddenSize: Type.Integer({ description: 'hidden_size' }),
      attentionHeads: Type.Integer({ description: 'num_attention_heads' }),
      kvHeads: Type.Integer({ description: 'num_key_value_heads (fewer than attentionHeads means grouped-query attention)' }),
      headDim: Type.Integer({ description: 'Dimension of one attention head' }),
      maxContext: Type.Integer({ description: 'max_position_embeddings' }),
      attention: stringEnum(['mha', 'gqa', 'mla'], { description: 'Multi-head, grouped-query or multi-head latent attention' }),
      source: Type.String({ description: 'The config.json the figures come from' }),
    },
    { description: 'The model and the architecture figures used' },
  ),
  quantization: closedObject(
    {
      id: Type.String({ description: 'Weight format' }),
      bitsPerWeight: Type.Number({ description: 'Bits per weight over the whole model' }),
      source: Type.String({ description: 'Where the bits per weight come from' }),
    },
    { description: 'The weight format' },
  ),
  contextLength: Type.Integer({ description: 'Tokens of context the KV cache is sized for' }),
  batchSize: Type.Integer({ description: 'Sequences held at once' }),
  kvCacheType: Type.Literal('fp16', { description: 'The KV cache element type (2 bytes)' }),
  kvCacheBytesPerToken: Type.Integer({ description: 'KV cache bytes for one token of one sequence' }),
  weights: sizeSchema('Memory for the weights'),
  kvCache: sizeSchema('Memory for the KV cache'),
  overhead: sizeSchema('Runtime overhead (the stated rule)'),
  total: sizeSchema('Weights + KV cache + overhead'),
  steps: Type.Array(
    closedObject({
      item: stringEnum(['weights', 'kvCache', 'overhead', 'total'], { description: 'What this step computes' }),
      formula: Type.String({ description: 'The rule in words' }),
      arithmetic: Type.String({ description: 'The rule with this model\'s numbers, and the result' }),
      bytes: Type.Integer({ description: 'The result in bytes' }),
    }),
    { description: 'Every step of the arithmetic' },
  ),
  notes: Type.Array(Type.String(), { description: 'What the figures leave out or assume for this model' }),
  checked: Type.String({ description: 'When the model table was checked (YYYY-MM)' }),
});

type Result = Static<typeof output>;

function group(value: number): string {
  return Math.round(value).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function size(bytes: number): { bytes: number; gib: number; gb: number } {
  return { bytes, gib: round2(bytes / 2 ** 30), gb: round2(bytes / 1e9) };
}

const shown = (bytes: number) => `${group(bytes)} bytes (${round2(bytes / 2 ** 30).toFixed(2)} GiB)`;

function kvStep(model: LlmModel, context: number, batch: number): { perToken: number; bytes: number; formula: string; arithmetic: string } {
  if (model.mla) {
    const width = model.mla.kvLoraRank + model.mla.qkRopeHeadDim;
    const perToken = model.layers * width * KV_BYTES_PER_VALUE;
    const bytes = perToken * context * batch;
    return {
      perToken,
      bytes,
      formula: 'layers × (kv_lora_rank + qk_rope_head_dim) × context × batch × 2 bytes (fp16 latent cache of multi-head latent attention)',
      arithmetic: `${model.layers} × (${model.mla.kvLoraRank} + ${model.mla.qkRopeHeadDim}) × ${group(context)} × ${batch} × 2 = ${shown(bytes)}`,
    };
  }
  const perToken = 2 * model.layers * model.kvHeads * model.headDim * KV_BYTES_PER_VALUE;
  const bytes = perToken * context * batch;
  return {
    perToken,
    bytes,
    formula: '2 (keys and values) × layers × KV heads × head dim × context × batch × 2 bytes (fp16)',
    arithmetic: `2 × ${model.layers} × ${model.kvHeads} × ${model.headDim} × ${group(context)} × ${batch} × 2 = ${shown(bytes)}`,
  };
}

export function estimate(model: LlmModel, quantization: Quantization, context: number, batch: number): Result {
  const weights = Math.round((model.parameters * quantization.bitsPerWeight) / 8);
  const kv = kvStep(model, context, batch);
  const overhead = Math.round(OVERHEAD_FRACTION * (weights + kv.bytes)) + OVERHEAD_FIXED_BYTES;
  const total = weights + kv.bytes + overhead;
  const notes = [...model.notes];
  if (quantization.bitsPerWeight < 16) {
    notes.push(
      `Bits per weight for ${quantization.id} are llama.cpp's whole-model figure measured on Llama 3.1 8B; the share of tensors kept at higher precision differs by model, so expect a few percent either way.`,
    );
  }
  return {
    model: {
      id: model.id,
      name: model.name,
      parameters: model.parameters,
      activeParameters: model.activeParameters ?? null,
      layers: model.layers,
      hiddenSize: model.hiddenSize,
      attentionHeads: model.attentionHeads,
      kvHeads: model.kvHeads,
      headDim: model.headDim,
      maxContext: model.maxContext,
      attention: model.attention,
      source: model.source,
    },
    quantization: { id: quantization.id, bitsPerWeight: quantization.bitsPerWeight, source: quantization.source },
    contextLength: context,
    batchSize: batch,
    kvCacheType: 'fp16',
    kvCacheBytesPerToken: kv.perToken,
    weights: size(weights),
    kvCache: size(kv.bytes),
    overhead: size(overhead),
    total: size(total),
    steps: [
      {
        item: 'weights',
        formula: 'parameters × bits per weight ÷ 8',
        arithmetic: `${group(model.parameters)} × ${quantization.bitsPerWeight} ÷ 8 = ${shown(weights)}`,
        bytes: weights,
      },
      { item: 'kvCache', formula: kv.formula, arithmetic: kv.arithmetic, bytes: kv.bytes },
      {
        item: 'overhead',
        formula: '10% of (weights + KV cache) + 512 MiB for compute buffers, the runtime and the GPU context (a rule of thumb)',
        arithmetic: `0.10 × (${group(weights)} + ${group(kv.bytes)}) + ${group(OVERHEAD_FIXED_BYTES)} = ${shown(overhead)}`,
        bytes: overhead,
      },
      {
        item: 'total',
        formula: 'weights + KV cache + overhead',
        arithmetic: `${group(weights)} + ${group(kv.bytes)} + ${group(overhead)} = ${shown(total)}`,
        bytes: total,
      },
    ],
    notes,
    checked: LLM_MODELS_CHECKED,
  };
}

export default defineTool({
  id: 'llm-requirements-calculator',
  name: 'LLM Memory Requirements Calculator',
  category: 'developer',
  description:
    'Estimate the memory an open-weight LLM needs to run: weights by quantization (fp32 to llama.cpp q2_k), the fp16 KV cache for a context length and batch size, and a stated overhead rule, with every step of the arithmetic. ' +
    'Covers Llama 3.1/3.2, Mistral 7B, Mixtral 8x7B, Qwen2.5, Gemma 2, Phi-3 mini and DeepSeek-V3 with their config.json figures (table checked 2026-11).',
  keywords: ['vram', 'gpu memory', 'quantization', 'gguf', 'llama', 'model size', 'kv cache'],
  mcp: true,
  input: closedObject({
    model: stringEnum(MODEL_IDS, { description: `The model: ${MODEL_IDS.join(', ')}` }),
    quantization: withDefault(
      stringEnum(QUANTIZATION_IDS, { description: `Weight format: ${QUANTIZATION_IDS.join(', ')} (llama.cpp names for the quantized ones)` }),
      'q4_k_m',
    ),
    context_length: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_CONTEXT, description: "Tokens of context to hold; defaults to the model's maximum, and may not exceed it" }),
    ),
    batch_size: withDefault(Type.Integer({ minimum: 1, maximum: 64, description: 'Sequences processed at once (1 to 64)' }), 1),
  }),
  output,
  examples: [
    {
      "title": "Llama 3.1 8B at Q4_K_M with an 8K context",
      "input": {
        "model": "llama-3.1-8b",
        "quantization": "q4_k_m",
        "context_length": 8192
      },
      "output": {
        "model": {
          "id": "llama-3.1-8b",
          "name": "Llama 3.1 8B",
          "parameters": 8030261248,
          "activeParameters": null,
          "layers": 32,
          "hiddenSize": 4096,
          "attentionHeads": 32,
          "kvHeads": 8,
          "headDim": 128,
          "maxContext": 131072,
          "attention": "gqa",
          "source": "https://huggingface.co/meta-llama/Llama-3.1-8B/blob/main/config.json"
        },
        "quantization": {
          "id": "q4_k_m",
          "bitsPerWeight": 4.8944,
          "source": "llama.cpp tools/quantize/README.md, bits/weight measured on Llama-3.1-8B"
        },
        "contextLength": 8192,
        "batchSize": 1,
        "kvCacheType": "fp16",
        "kvCacheBytesPerToken": 131072,
        "weights": {
          "bytes": 4912913832,
          "gib": 4.58,
          "gb": 4.91
        },
        "kvCache": {
          "bytes": 1073741824,
          "gib": 1,
          "gb": 1.07
        },
        "overhead": {
          "bytes": 1135536478,
          "gib": 1.06,
          "gb": 1.14
        },
        "total": {
          "bytes": 7122192134,
          "gib": 6.63,
          "gb": 7.12
        },
        "steps": [
          {
            "item": "weights",
            "formula": "parameters × bits per weight ÷ 8",
            "arithmetic": "8,030,261,248 × 4.8944 ÷ 8 = 4,912,913,832 bytes (4.58 GiB)",
            "bytes": 4912913832
          },
          {
            "item": "kvCache",
            "formula": "2 (keys and values) × layers × KV heads × head dim × context × batch × 2 bytes (fp16)",
            "arithmetic": "2 × 32 × 8 × 128 × 8,192 × 1 × 2 = 1,073,741,824 bytes (1.00 GiB)",
            "bytes": 1073741824
          },
          {
            "item": "overhead",
            "formula": "10% of (weights + KV cache) + 512 MiB for compute buffers, the runtime and the GPU context (a rule of thumb)",
            "arithmetic": "0.10 × (4,912,913,832 + 1,073,741,824) + 536,870,912 = 1,135,536,478 bytes (1.06 GiB)",
            "bytes": 1135536478
          },
          {
            "item": "total",
            "formula": "weights + KV cache + overhead",
            "arithmetic": "4,912,913,832 + 1,073,741,824 + 1,135,536,478 = 7,122,192,134 bytes (6.63 GiB)",
            "bytes": 7122192134
          }
        ],
        "notes": [
          "Bits per weight for q4_k_m are llama.cpp's whole-model figure measured on Llama 3.1 8B; the share of tensors kept at higher precision differs by model, so expect a few percent either way."
        ],
        "checked": "2026-11"
      }
    },
    {
      "title": "Mixtral 8x7B in fp16, 4 sequences of 4K",
      "input": {
        "model": "mixtral-8x7b",
        "quantization": "fp16",
        "context_length": 4096,
        "batch_size": 4
      },
      "output": {
        "model": {
          "id": "mixtral-8x7b",
          "name": "Mixtral 8x7B v0.1",
          "parameters": 46702792704,
          "activeParameters": 12879925248,
          "layers": 32,
          "hiddenSize": 4096,
          "attentionHeads": 32,
          "kvHeads": 8,
          "headDim": 128,
          "maxContext": 32768,
          "attention": "gqa",
          "source": "https://huggingface.co/mistralai/Mixtral-8x7B-v0.1/blob/main/config.json"
        },
        "quantization": {
          "id": "fp16",
          "bitsPerWeight": 16,
          "source": "16-bit float, exact"
        },
        "contextLength": 4096,
        "batchSize": 4,
        "kvCacheType": "fp16",
        "kvCacheBytesPerToken": 131072,
        "weights": {
          "bytes": 93405585408,
          "gib": 86.99,
          "gb": 93.41
        },
        "kvCache": {
          "bytes": 2147483648,
          "gib": 2,
          "gb": 2.15
        },
        "overhead": {
          "bytes": 10092177818,
          "gib": 9.4,
          "gb": 10.09
        },
        "total": {
          "bytes": 105645246874,
          "gib": 98.39,
          "gb": 105.65
        },
        "steps": [
          {
            "item": "weights",
            "formula": "parameters × bits per weight ÷ 8",
            "arithmetic": "46,702,792,704 × 16 ÷ 8 = 93,405,585,408 bytes (86.99 GiB)",
            "bytes": 93405585408
          },
          {
            "item": "kvCache",
            "formula": "2 (keys and values) × layers × KV heads × head dim × context × batch × 2 bytes (fp16)",
            "arithmetic": "2 × 32 × 8 × 128 × 4,096 × 4 × 2 = 2,147,483,648 bytes (2.00 GiB)",
            "bytes": 2147483648
          },
          {
            "item": "overhead",
            "formula": "10% of (weights + KV cache) + 512 MiB for compute buffers, the runtime and the GPU context (a rule of thumb)",
            "arithmetic": "0.10 × (93,405,585,408 + 2,147,483,648) + 536,870,912 = 10,092,177,818 bytes (9.40 GiB)",
            "bytes": 10092177818
          },
          {
            "item": "total",
            "formula": "weights + KV cache + overhead",
            "arithmetic": "93,405,585,408 + 2,147,483,648 + 10,092,177,818 = 105,645,246,874 bytes (98.39 GiB)",
            "bytes": 105645246874
          }
        ],
        "notes": [
          "Mixture of experts: 8 experts per layer, 2 used per token. All 46.7B parameters must be in memory; the 12.9B active ones set the speed, not the memory."
        ],
        "checked": "2026-11"
      }
    }
  ],
  run({ model: modelId, quantization: quantizationId, context_length, batch_size }): Result {
    const model = LLM_MODELS.find((candidate) => candidate.id === modelId)!;
    const quantization = QUANTIZATIONS.find((candidate) => candidate.id === quantizationId)!;
    const context = context_length ?? model.maxContext;
    if (context > model.maxContext) {
      invalid(`context_length: ${model.name} supports at most ${model.maxContext} tokens (max_position_embeddings), got ${context}`);
    }
    return estimate(model, quantization, context, batch_size);
  },
});
