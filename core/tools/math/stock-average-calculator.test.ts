import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = {
  total_shares: number; total_cost: number; average_cost: number; market_value?: number; unrealized_gain?: number;
  unrealized_gain_percent?: number; position?: string; transactions: Array<Record<string, number>>; formatted: Record<string, string>; summary: string;
};
const average = (input: Record<string, unknown>) => run<Result>('stock-average-calculator', input);
const buys = (...pairs: Array<[number, number]>) => pairs.map(([shares, price]) => ({ shares, price }));

// Reference figures: python3 with exact decimals, rounded half up to the cent, e.g.
//   from decimal import Decimal as D, ROUND_HALF_UP; q = lambda x: x.quantize(D('0.01'), ROUND_HALF_UP)
//   t=[('12','187.43'),('8','172.1'),('3.5','201.99')]; S=sum(D(a) for a,b in t); C=sum(D(a)*D(b) for a,b in t)
//   q(C) → 4332.93; q(C/S) → 184.38; q(S*D('180.55')-C) → -90.00
describe('stock-average-calculator', () => {
  it('averages purchases weighted by shares, with the running average after each', async () => {
    const result = await average({ transactions: buys([100, 50], [50, 40]) });
    // python3: 7000/150 → 46.666666666666664
    expect(result).toMatchObject({ total_shares: 150, total_cost: 7000, average_cost: 46.666666666666664, formatted: { total_cost: '7000.00', average_cost: '46.67' } });
    expect(result.transactions.map((row) => row.average_cost)).toEqual([50, 46.666666666666664]);
    expect(result).not.toHaveProperty('market_value');
  });

  it('matches exact decimal arithmetic to the cent, with a current price', async () => {
    const result = await average({ transactions: buys([12, 187.43], [8, 172.1], [3.5, 201.99]), current_price: 180.55 });
    expect(result.formatted).toEqual({ total_cost: '4332.93', average_cost: '184.38', market_value: '4242.93', unrealized_gain: '-90.00' });
    expect(result.total_shares).toBe(23.5);
    // python3: float((cp/A-1)*100) → -2.0771188054258958
    expect(result.unrealized_gain_percent).toBeCloseTo(-2.0771188054258958, 10);
    expect(result.position).toBe('loss');
    expect(result.summary).toBe(
      '23.5 shares for 4332.93 in 3 purchases: an average cost of 184.38 per share; at 180.55 they are worth 4242.93, a loss of 90.00 (2.08%).',
    );
    // python3 (current 150): q(MV) → 3525.00, q(G) → -807.93, float((D(150)/A-1)*100) → -18.64618012081908
    const lower = await average({ transactions: buys([12, 187.43], [8, 172.1], [3.5, 201.99]), current_price: 150 });
    expect(lower.formatted).toMatchObject({ market_value: '3525.00', unrealized_gain: '-807.93' });
    expect(lower.unrealized_gain_percent).toBeCloseTo(-18.64618012081908, 10);
  });

  it('reports a gain, break-even and a worthless holding', async () => {
    expect(await average({ transactions: buys([10, 10]), current_price: 12.5 })).toMatchObject({
      market_value: 125, unrealized_gain: 25, unrealized_gain_percent: 25, position: 'gain',
      summary: '10 shares for 100.00 in 1 purchase: an average cost of 10.00 per share; at 12.50 they are worth 125.00, a gain of 25.00 (25.00%).',
    });
    expect(await average({ transactions: buys([100, 10], [100, 20]), current_price: 15 })).toMatchObject({
      average_cost: 15, unrealized_gain: 0, unrealized_gain_percent: 0, position: 'break-even',
    });
    expect(await average({ transactions: buys([3, 7]), current_price: 0 })).toMatchObject({ market_value: 0, unrealized_gain: -21, unrealized_gain_percent: -100, position: 'loss' });
  });

  it('takes 500 purchases at the largest amounts and fractional shares', async () => {
    const result = await average({ transactions: Array.from({ length: 500 }, () => ({ shares: 1e12, price: 1e12 })), current_price: 1e12 });
    expect(result).toMatchObject({ total_shares: 5e14, total_cost: 5e26, average_cost: 1e12, unrealized_gain: 0 });
    expect(result.transactions).toHaveLength(500);
    // Fractional crypto-style amounts: python3: (0.00012345*30000+0.0005*25000)/(0.00012345+0.0005) → 25990.78...
    const small = await average({ transactions: buys([0.00012345, 30000], [0.0005, 25000]) });
    expect(small.average_cost).toBeCloseTo((0.00012345 * 30000 + 0.0005 * 25000) / (0.00012345 + 0.0005), 8);
  });

  it('keeps the average between the prices when the costs underflow', async () => {
    // 1e-300 × 1e-300 underflows to 0; the incremental mean still gives the price itself.
    const result = await average({ transactions: buys([1e-300, 1e-300], [1e-300, 1e-300]) });
    expect(result).toMatchObject({ total_cost: 0, average_cost: 1e-300, formatted: { average_cost: '0.00' } });
  });

  it('refuses impossible transactions and prices, naming the field', async () => {
    await expectInvalid('stock-average-calculator', { transactions: [] }, /^transactions: /);
    await expectInvalid('stock-average-calculator', { transactions: Array.from({ length: 501 }, () => ({ shares: 1, price: 1 })) }, /^transactions: /);
    await expectInvalid('stock-average-calculator', { transactions: buys([0, 10]) }, /^transactions\/0\/shares: |^transactions\[0\]\.shares: /);
    await expectInvalid('stock-average-calculator', { transactions: buys([1, 10], [1, -1]) }, /^transactions.1.\.?price: /);
    await expectInvalid('stock-average-calculator', { transactions: buys([1, 1e13]) }, /price: /);
    await expectInvalid('stock-average-calculator', { transactions: buys([1, 10]), current_price: -1 }, /^current_price: /);
    await expectInvalid('stock-average-calculator', { transactions: [{ shares: 1 }] }, /price: is required/);
    await expectInvalid('stock-average-calculator', { transactions: [JSON.parse('{"shares":1,"price":2,"__proto__":{"shares":0}}')] }, /__proto__: unknown field/);
    await expectInvalid('stock-average-calculator', { transactions: [{ shares: 1, price: 2, fee: 1 }] }, /fee: unknown field/);
    await expectInvalid('stock-average-calculator', { transactions: 'AAPL' }, /^transactions: /);
    await expectInvalid('stock-average-calculator', JSON.parse('{"transactions":[{"shares":1,"price":2}],"__proto__":{"current_price":1}}'), '__proto__: unknown field');
  });
});
