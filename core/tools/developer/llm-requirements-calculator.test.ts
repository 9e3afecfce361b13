import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { LLM_MODELS, QUANTIZATIONS } from './data/llm-models.ts';

interface Size {
  bytes: number;
  gib: number;
  gb: number;
}
interface Result {
  contextLength: number;
  batchSize: number;
  kvCacheBytesPerToken: number;
  weights: Size;
  kvCache: Size;
  overhead: Size;
  total: Size;
  steps: { item: string; formula: string; arithmetic: string; bytes: number }[];
  notes: string[];
  model: { maxContext: number; parameters: number; activeParameters: number | null };
}

const estimate = (input: Record<string, unknown>) => run<Result>('llm-requirements-calculator', input);

describe('llm-requirements-calculator', () => {
  it('matches the model sizes llama.cpp publishes for Llama 3.1 8B', async () => {
    // llama.cpp tools/quantize/README.md, table for meta-llama/Llama-3.1-8B, "size (GiB)" column.
    const published: [string, number][] = [
      ['q4_k_m', 4.58],
      ['q5_k_m', 5.33],
      ['q6_k', 6.14],
      ['q8_0', 7.95],
      ['q2_k', 2.95],
      ['fp16', 14.96],
    ];
    for (const [quantization, gib] of published) {
      const result = await estimate({ model: 'llama-3.1-8b', quantization, context_length: 1 });
      expect(result.weights.gib, quantization).toBe(gib);
    }
  });

  it('computes the whole estimate for Llama 3.1 8B, Q4_K_M, 8K context', async () => {
    // python3: w = round(8030261248 * 4.8944 / 8) = 4912913832
    //          kv = 2*32*8*128*8192*1*2 = 1073741824 (exactly 1 GiB: 128 KiB per token)
    //          o = round(0.1 * (w + kv)) + 512*2**20 = 1135536478 ; total = 7122192134
    const result = await estimate({ model: 'llama-3.1-8b', context_length: 8192 });
    expect(result.kvCacheBytesPerToken).toBe(131_072);
    expect(result.weights).toEqual({ bytes: 4_912_913_832, gib: 4.58, gb: 4.91 });
    expect(result.kvCache).toEqual({ bytes: 1_073_741_824, gib: 1, gb: 1.07 });
    expect(result.overhead).toEqual({ bytes: 1_135_536_478, gib: 1.06, gb: 1.14 });
    expect(result.total).toEqual({ bytes: 7_122_192_134, gib: 6.63, gb: 7.12 });
    expect(result.steps.map((step) => step.arithmetic)).toEqual([
      '8,030,261,248 × 4.8944 ÷ 8 = 4,912,913,832 bytes (4.58 GiB)',
      '2 × 32 × 8 × 128 × 8,192 × 1 × 2 = 1,073,741,824 bytes (1.00 GiB)',
      '0.10 × (4,912,913,832 + 1,073,741,824) + 536,870,912 = 1,135,536,478 bytes (1.06 GiB)',
      '4,912,913,832 + 1,073,741,824 + 1,135,536,478 = 7,122,192,134 bytes (6.63 GiB)',
    ]);
    expect(result.steps.reduce((sum, step) => (step.item === 'total' ? sum : sum + step.bytes), 0)).toBe(result.total.bytes);
  });

  it('sizes the KV cache of Llama 3.1 70B at its full 128K context at 40 GiB', async () => {
    // python3: 2*80*8*128*131072*2 = 42949672960 = 40 * 2**30
    const result = await estimate({ model: 'llama-3.1-70b', quantization: 'fp16' });
    expect(result.contextLength).toBe(131_072);
    expect(result.kvCache.bytes).toBe(42_949_672_960);
    expect(result.kvCache.gib).toBe(40);
  });

  it('scales the KV cache with batch size, and uses all experts of Mixtral for the weights', async () => {
    // python3: 46702792704*2 = 93405585408 ; 2*32*8*128*4096*4*2 = 2147483648
    const result = await estimate({ model: 'mixtral-8x7b', quantization: 'fp16', context_length: 4096, batch_size: 4 });
    expect(result.weights.bytes).toBe(93_405_585_408);
    expect(result.kvCache.bytes).toBe(2_147_483_648);
    expect(result.model.activeParameters).toBe(12_879_925_248);
    expect(result.notes.join(' ')).toMatch(/All 46.7B parameters must be in memory/);
  });

  it('caches one latent per token and layer for DeepSeek-V3 (multi-head latent attention)', async () => {
    // python3: 61 * (512 + 64) * 2 = 70272 bytes per token; * 163840 = 11513364480
    const result = await estimate({ model: 'deepseek-v3' });
    expect(result.kvCacheBytesPerToken).toBe(70_272);
    expect(result.kvCache.bytes).toBe(11_513_364_480);
    expect(result.steps[1]!.arithmetic).toBe('61 × (512 + 64) × 163,840 × 1 × 2 = 11,513,364,480 bytes (10.72 GiB)');
  });

  it('shows what full multi-head attention costs (Phi-3 mini: 32 KV heads)', async () => {
    // python3: 2*32*32*96*2 = 393216
    const result = await estimate({ model: 'phi-3-mini-4k', quantization: 'q8_0' });
    expect(result.kvCacheBytesPerToken).toBe(393_216);
    expect(result.contextLength).toBe(4096);
  });

  it('derives Q4_0 and Q3_K_M from the sizes llama.cpp lists for Llama 3 8B', () => {
    // python3: round(4.34 * 2**30 * 8 / 8030261248, 4) = 4.6425 ; round(3.74 * 2**30 * 8 / 8030261248, 4) = 4.0007
    expect(QUANTIZATIONS.find((q) => q.id === 'q4_0')!.bitsPerWeight).toBe(4.6425);
    expect(QUANTIZATIONS.find((q) => q.id === 'q3_k_m')!.bitsPerWeight).toBe(4.0007);
  });

  it('cites a config.json for every model, with grouped-query heads dividing the query heads', () => {
    for (const model of LLM_MODELS) {
      expect(model.source, model.id).toMatch(/^https:\/\/huggingface\.co\/[^/]+\/[^/]+\/blob\/main\/config\.json$/);
      expect(model.attentionHeads % model.kvHeads, model.id).toBe(0);
      expect(model.kvHeads < model.attentionHeads ? 'gqa' : model.attention === 'mla' ? 'mla' : 'mha', model.id).toBe(model.attention);
    }
  });

  it('refuses a context longer than the model supports, and out-of-range fields', async () => {
    await expectInvalid('llm-requirements-calculator', { model: 'gemma-2-9b', context_length: 8193 }, 'context_length: Gemma 2 9B supports at most 8192 tokens (max_position_embeddings), got 8193');
    await expectInvalid('llm-requirements-calculator', { model: 'gemma-2-9b', context_length: 0 }, 'context_length: must be ≥ 1');
    await expectInvalid('llm-requirements-calculator', { model: 'gemma-2-9b', context_length: 1.5 }, 'context_length: must be an integer');
    await expectInvalid('llm-requirements-calculator', { model: 'gemma-2-9b', batch_size: 65 }, 'batch_size: must be ≤ 64');
    await expectInvalid('llm-requirements-calculator', { model: 'gemma-2-9b', batch_size: 0 }, 'batch_size: must be ≥ 1');
    await expectInvalid('llm-requirements-calculator', { model: 'gpt-4' }, /^model: must be one of llama-3.2-1b, /);
    await expectInvalid('llm-requirements-calculator', { model: 'llama-3.1-8b', quantization: 'q4_k_s' }, /^quantization: must be one of fp32, fp16, bf16, q8_0/);
    await expectInvalid('llm-requirements-calculator', {}, 'model: is required');
    await expectInvalid('llm-requirements-calculator', { model: 'llama-3.1-8b', context_length: 10_000_000 }, 'context_length: must be ≤ 163840');
  });

  it('stays exact at the largest inputs (405B, full context, batch 64)', async () => {
    // python3: 2*126*8*128*131072*64*2 = 4329327034368 ; round(405853388800 * 4.6425 / 8) = 235521794688
    const result = await estimate({ model: 'llama-3.1-405b', quantization: 'q4_0', batch_size: 64 });
    expect(result.kvCache.bytes).toBe(4_329_327_034_368);
    expect(result.weights.bytes).toBe(235_521_794_688);
    expect(Number.isSafeInteger(result.total.bytes)).toBe(true);
  });
});
