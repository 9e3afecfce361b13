import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

type Row = { category: string; tonnes: number; percent: number; quantity: number; factor: number; source: string };
type Result = {
  total_tonnes: number;
  breakdown: Row[];
  comparison: { percent_of_us_average: number; percent_of_world_average: number };
  electricity_kwh_per_year: number;
  gas_therms_per_year: number;
};
const footprint = (input: Record<string, unknown>) => run<Result>('carbon-footprint-calculator', input);
const tonnes = (result: Result) => Object.fromEntries(result.breakdown.map((row) => [row.category, row.tonnes]));

// The factors as their sources publish them, written out here rather than imported, so a wrong
// constant in the data module fails the test: eGRID2022 823.1 lb/MWh, EPA 53.06 kg/mmBtu, EPA 8,887 and
// 10,180 g/gallon, EPA Hub 0.071 (bus) and 0.207 / 0.129 / 0.163 (air) kg/passenger-mile, Scarborough 2014
// kg/day, EPA household calculator 692 lb less 290.93 lb, EIA $0.16/kWh and ≈ $1.46/therm.
describe('carbon-footprint-calculator', () => {
  it('computes every category of the defaults', async () => {
    // python3 -c "lb=0.45359237; e=900*12*823.1*lb/1e6; g=50*12*5.306/1000; c=12000/25*8.887/1000; b=500*0.071/1000; fs=2*2*250*0.207/1000; fm=1*2*1200*0.129/1000; d=365*5.63/(1-0.21)/1000; w=(692-290.93/2)*lb/1000; t=e+g+c+b+fs+fm+d+2.5+w; print(e,g,c,b,fs,fm,d,w,t,t/14.9*100,t/4.7*100)"
    //   → 4.0322003 3.1836 4.26576 0.0355 0.207 0.3096 2.6012025 0.2479041 17.3827669 116.66287 369.84611
    const result = await footprint({});
    expect(tonnes(result)).toEqual({
      electricity: 4.032,
      natural_gas: 3.184,
      car: 4.266,
      public_transport: 0.036,
      flights_short: 0.207,
      flights_medium: 0.31,
      flights_long: 0,
      diet: 2.601,
      shopping: 2.5,
      waste: 0.248,
    });
    expect(result.total_tonnes).toBe(17.383);
    expect(result.comparison).toMatchObject({ percent_of_us_average: 116.7, percent_of_world_average: 369.8 });
    expect(result.electricity_kwh_per_year).toBe(10800);
    expect(result.gas_therms_per_year).toBe(600);
    const percents = result.breakdown.reduce((sum, row) => sum + row.percent, 0);
    expect(Math.abs(percents - 100)).toBeLessThanOrEqual(0.5);
  });

  it('converts bills with the stated prices, applies the renewable share, and charges an electric car at the grid factor', async () => {
    // python3 -c "lb=0.45359237; print(120/0.16*12*0.5*823.1*lb/1e6, 40/1.46*12*5.306/1000, 10000/110*33.705*823.1*lb/1e6, 2*4500*0.163/1000, 365*3.81/0.9/1000, (692-290.93)*lb/1000)"
    //   → 1.68008 1.74444 1.14398 1.467 1.54517 0.18192 (total with bus 0.0355 and shopping 2.5: 10.29809)
    const result = await footprint({
      electricity_usage: 120,
      electricity_unit: 'bill',
      gas_usage: 40,
      gas_unit: 'bill',
      renewable_energy: 50,
      car_miles: 10000,
      car_efficiency: 110,
      car_type: 'electric',
      flights_short: 0,
      flights_medium: 0,
      flights_long: 1,
      diet_type: 'vegetarian',
      food_waste: 'low',
      recycling: 'most',
    });
    expect(tonnes(result)).toMatchObject({ electricity: 1.68, natural_gas: 1.744, car: 1.144, flights_long: 1.467, diet: 1.545, waste: 0.182 });
    expect(result.total_tonnes).toBe(10.298);
    expect(result.electricity_kwh_per_year).toBe(9000);
    expect(result.breakdown[0]!.source).toMatch(/\$120\.00\/month ÷ \$0\.16\/kWh/);
  });

  it('uses the diesel factor, vegan with high waste, minimal shopping, no recycling and all-renewable power', async () => {
    // python3 -c "lb=0.45359237; print(12000/40*10.18/1000, 365*2.89/0.7/1000, 692*lb/1000)"  → 3.054 1.50693 0.31389
    const result = await footprint({ car_type: 'diesel', car_efficiency: 40, diet_type: 'vegan', food_waste: 'high', shopping_habits: 'minimal', recycling: 'none', renewable_energy: 100 });
    expect(tonnes(result)).toMatchObject({ electricity: 0, car: 3.054, diet: 1.507, shopping: 1.25, waste: 0.314 });
    // A hybrid is gasoline at its own mpg: 12000 / 50 × 8.887 kg → python3 -c "print(12000/50*8.887/1000)" → 2.13288
    expect(tonnes(await footprint({ car_type: 'hybrid', car_efficiency: 50 })).car).toBe(2.133);
  });

  it('orders the diets as Scarborough et al. 2014 do, and high waste or shopping costs more', async () => {
    const diets = ['high_meat', 'medium_meat', 'low_meat', 'pescatarian', 'vegetarian', 'vegan'];
    const values = [];
    for (const diet_type of diets) values.push(tonnes(await footprint({ diet_type, food_waste: 'low' })).diet);
    // python3 -c "print([round(365*k/0.9/1000,3) for k in (7.19,5.63,4.67,3.91,3.81,2.89)])"
    expect(values).toEqual([2.916, 2.283, 1.894, 1.586, 1.545, 1.172]);
    expect(tonnes(await footprint({ shopping_habits: 'high' })).shopping).toBe(3.75);
  });

  it('is all zero for energy and travel when nothing is used', async () => {
    const result = await footprint({ electricity_usage: 0, gas_usage: 0, car_miles: 0, public_transport_miles: 0, flights_short: 0, flights_medium: 0 });
    const t = tonnes(result);
    for (const category of ['electricity', 'natural_gas', 'car', 'public_transport', 'flights_short', 'flights_medium', 'flights_long']) expect(t[category]).toBe(0);
    expect(result.total_tonnes).toBe(5.349); // diet 2.601 + shopping 2.5 + waste 0.248
  });

  it('refuses out-of-range, wrong-typed and unknown values, naming the field', async () => {
    await expectInvalid('carbon-footprint-calculator', { electricity_usage: -1 }, 'electricity_usage: must be ≥ 0');
    await expectInvalid('carbon-footprint-calculator', { electricity_usage: 1e7 }, 'electricity_usage: must be ≤ 1000000');
    await expectInvalid('carbon-footprint-calculator', { renewable_energy: 101 }, 'renewable_energy: must be ≤ 100');
    await expectInvalid('carbon-footprint-calculator', { car_efficiency: 0 }, 'car_efficiency: must be ≥ 1');
    await expectInvalid('carbon-footprint-calculator', { flights_long: 1.5 }, 'flights_long: must be an integer');
    await expectInvalid('carbon-footprint-calculator', { flights_short: 1001 }, 'flights_short: must be ≤ 1000');
    await expectInvalid('carbon-footprint-calculator', { electricity_unit: 'mwh' }, 'electricity_unit: must be one of kwh, bill');
    await expectInvalid('carbon-footprint-calculator', { car_type: 'hydrogen' }, 'car_type: must be one of gasoline, diesel, hybrid, electric');
    await expectInvalid('carbon-footprint-calculator', { diet_type: 'carnivore' }, /^diet_type: must be one of high_meat, /);
    await expectInvalid('carbon-footprint-calculator', { recycling: 'all' }, 'recycling: must be one of none, some, most');
    await expectInvalid('carbon-footprint-calculator', { car_miles: '12000' }, /^car_miles: must be a number/);
    await expectInvalid('carbon-footprint-calculator', JSON.parse('{"car_miles":1,"__proto__":{"car_miles":2}}'), '__proto__: unknown field');
  });

  it('stays finite at every bound', async () => {
    const result = await footprint({
      electricity_usage: 1e6,
      electricity_unit: 'bill',
      gas_usage: 1e6,
      gas_unit: 'bill',
      car_miles: 1e6,
      car_efficiency: 1,
      car_type: 'diesel',
      public_transport_miles: 1e6,
      flights_short: 1000,
      flights_medium: 1000,
      flights_long: 1000,
      diet_type: 'high_meat',
      food_waste: 'high',
      shopping_habits: 'high',
      recycling: 'none',
    });
    expect(Number.isFinite(result.total_tonnes)).toBe(true);
    await fc.assert(
      fc.asyncProperty(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.double({ min: 1, max: 1000, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true }), async (usage, efficiency, renewable) => {
        const envelope = await call('carbon-footprint-calculator', { electricity_usage: usage, car_miles: usage, car_efficiency: efficiency, renewable_energy: renewable });
        expect(envelope.success).toBe(true);
        const r = (envelope as { result: Result }).result;
        expect(Number.isFinite(r.total_tonnes) && r.total_tonnes > 0).toBe(true);
        for (const row of r.breakdown) expect(Number.isFinite(row.percent)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
