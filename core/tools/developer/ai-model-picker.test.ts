import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { AI_MODELS, AI_MODELS_CHECKED, TASK_TYPES } from './data/ai-models.ts';

interface Factor {
  value: number;
  weight: number;
  points: number;
  why: string;
}
interface Recommendation {
  rank: number;
  id: string;
  score: number;
  vision: boolean;
  blendedPricePerMTok: number;
  breakdown: Record<'capability' | 'speed' | 'cost' | 'language' | 'complexity', Factor>;
  source: string;
  checked: string;
}
interface Result {
  candidates: number;
  recommendations: Recommendation[];
  weights: Record<string, number>;
  tableChecked: string;
}

const pick = (input: Record<string, unknown>) => run<Result>('ai-model-picker', input);

describe('ai-model-picker', () => {
  it('scores by the published formula (worked by hand for DeepSeek and Gemini 2.5 Pro)', async () => {
    // DeepSeek-V3.2, coding, english, balanced, high:
    //   capability 0.75 + 0.15 (coding is a stated strength) = 0.9 ; speed 0.75 (balanced tier)
    //   blended (3 × 0.28 + 0.42) / 4 = 0.315 ; cost = (log10 30 − log10 0.315) / (log10 30 − log10 0.01) = 0.5691
    //   language 1 ; complexity 0.7 (balanced, high)
    //   python3: 100*(0.3*0.9 + 0.2*0.75 + 0.2*0.5691 + 0.1*1 + 0.2*0.7) = 77.38
    // Gemini 2.5 Pro: capability 1 (1 + 0.15, capped), speed 0.5, blended (3.75 + 10) / 4 = 3.4375, cost 0.2706,
    //   complexity 1 → 100*(0.3 + 0.1 + 0.2*0.2706 + 0.1 + 0.2) = 75.41
    const result = await pick({ task_type: 'coding', language: 'english', priority: 'balanced', complexity: 'high', limit: 10 });
    const deepseek = result.recommendations.find((r) => r.id === 'deepseek-chat')!;
    expect(deepseek.blendedPricePerMTok).toBe(0.315);
    expect(deepseek.breakdown.capability.value).toBe(0.9);
    expect(deepseek.breakdown.cost.value).toBe(0.5691);
    expect(deepseek.score).toBe(77.38);
    const gemini = result.recommendations.find((r) => r.id === 'gemini-2.5-pro')!;
    expect(gemini.breakdown.capability.value).toBe(1);
    expect(gemini.breakdown.cost.value).toBe(0.2706);
    expect(gemini.score).toBe(75.41);
  });

  it('adds the factor points up to the score, and ranks by score', async () => {
    for (const priority of ['quality', 'speed', 'cost', 'balanced']) {
      const result = await pick({ task_type: 'writing', language: 'multilingual', priority, complexity: 'medium', limit: 10 });
      expect(Object.values(result.weights).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
      const scores = result.recommendations.map((r) => r.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      result.recommendations.forEach((r, index) => {
        expect(r.rank).toBe(index + 1);
        const points = Object.values(r.breakdown).reduce((sum, f) => sum + f.points, 0);
        expect(Math.abs(points - r.score)).toBeLessThan(0.03);
      });
    }
  });

  it('recommends only embedding models for embeddings (cheapest first when cost matters)', async () => {
    // text-embedding-3-small: capability 0.5 + 0.15, speed 1, cost ((log10 30 − log10 0.02) / 3.4771) = 0.9134,
    // language 1, complexity 1 → 100*(0.2*0.65 + 0.1*1 + 0.45*0.9134 + 0.1 + 0.15) = 89.1
    const result = await pick({ task_type: 'embedding', language: 'english', priority: 'cost', complexity: 'low', limit: 10 });
    expect(result.candidates).toBe(3);
    expect(result.recommendations.map((r) => r.id)).toEqual(['text-embedding-3-small', 'gemini-embedding-001', 'text-embedding-3-large']);
    expect(result.recommendations[0]!.score).toBe(89.1);
  });

  it('recommends only models that take images for vision', async () => {
    const result = await pick({ task_type: 'vision', language: 'english', priority: 'quality', complexity: 'high', limit: 10 });
    expect(result.recommendations.every((r) => r.vision)).toBe(true);
    expect(result.recommendations.map((r) => r.id)).not.toContain('deepseek-chat');
  });

  it('prefers models with a stated Chinese strength for Chinese, all else equal', async () => {
    const english = await pick({ task_type: 'chat', language: 'english', priority: 'cost', complexity: 'medium', limit: 10 });
    const chinese = await pick({ task_type: 'chat', language: 'chinese', priority: 'cost', complexity: 'medium', limit: 10 });
    const lang = (result: Result, id: string) => result.recommendations.find((r) => r.id === id)!.breakdown.language.value;
    expect(lang(chinese, 'deepseek-chat')).toBe(1);
    expect(lang(chinese, 'gpt-5.4-mini')).toBe(0.8);
    expect(lang(english, 'gpt-5.4-mini')).toBe(1);
  });

  it('honours limit, 1 to 10', async () => {
    expect((await pick({ task_type: 'chat', language: 'english', priority: 'speed', complexity: 'low', limit: 1 })).recommendations).toHaveLength(1);
    expect((await pick({ task_type: 'chat', language: 'english', priority: 'speed', complexity: 'low' })).recommendations).toHaveLength(3);
    await expectInvalid('ai-model-picker', { task_type: 'chat', language: 'english', priority: 'speed', complexity: 'low', limit: 11 }, 'limit: must be ≤ 10');
    await expectInvalid('ai-model-picker', { task_type: 'chat', language: 'english', priority: 'speed', complexity: 'low', limit: 0 }, 'limit: must be ≥ 1');
  });

  it('refuses unknown enum values and missing fields', async () => {
    await expectInvalid('ai-model-picker', { task_type: 'dancing', language: 'english', priority: 'cost', complexity: 'low' }, `task_type: must be one of ${TASK_TYPES.join(', ')}`);
    await expectInvalid('ai-model-picker', { task_type: 'chat', language: 'klingon', priority: 'cost', complexity: 'low' }, 'language: must be one of english, multilingual, chinese');
    await expectInvalid('ai-model-picker', { task_type: 'chat', language: 'english', priority: 'cheap', complexity: 'low' }, 'priority: must be one of quality, speed, cost, balanced');
    await expectInvalid('ai-model-picker', { task_type: 'chat', language: 'english', priority: 'cost', complexity: 'extreme' }, 'complexity: must be one of low, medium, high');
    await expectInvalid('ai-model-picker', { language: 'english', priority: 'cost', complexity: 'low' }, 'task_type: is required');
  });

  it('dates and sources every row of the table', () => {
    for (const model of AI_MODELS) {
      expect(model.checked, model.id).toBe(AI_MODELS_CHECKED);
      expect(model.source, model.id).toMatch(/^https:\/\//);
      expect(model.inputPrice, model.id).toBeGreaterThan(0);
      expect(model.kind === 'embedding' ? model.outputPrice === 0 : model.outputPrice > 0, model.id).toBe(true);
    }
    expect(new Set(AI_MODELS.map((m) => m.id)).size).toBe(AI_MODELS.length);
  });
});
