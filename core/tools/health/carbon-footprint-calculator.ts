import { Type } from '@sinclair/typebox';
import { KG_PER_LB } from '../../lib/body-units.ts';
import { cents } from '../../lib/money.ts';
import { roundTo } from '../../lib/round-to.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';
import * as F from './data/carbon-factors.ts';

const CAR_TYPES = ['gasoline', 'diesel', 'hybrid', 'electric'] as const;
const DIET_TYPES = ['high_meat', 'medium_meat', 'low_meat', 'pescatarian', 'vegetarian', 'vegan'] as const;
const FOOD_WASTE = ['low', 'average', 'high'] as const;
const SHOPPING = ['minimal', 'average', 'high'] as const;
const RECYCLING = ['none', 'some', 'most'] as const;
const CATEGORIES = ['electricity', 'natural_gas', 'car', 'public_transport', 'flights_short', 'flights_medium', 'flights_long', 'diet', 'shopping', 'waste'] as const;
type Category = (typeof CATEGORIES)[number];

/** Bound of the usage and distance fields: far above any household, and every product stays finite. */
const MAX_AMOUNT = 1_000_000;
const amountField = (description: string, fallback: number) =>
  withDefault(Type.Number({ minimum: 0, maximum: MAX_AMOUNT, description: `${description} (0 to 1,000,000). Default ${fallback}` }), fallback);
const flightsField = (band: string, fallback: number) =>
  withDefault(Type.Integer({ minimum: 0, maximum: 1000, description: `Round trips a year of ${band} flights (0–1000). Default ${fallback}` }), fallback);

interface Row {
  category: Category;
  tonnes: number;
  percent: number;
  quantity: number;
  quantity_unit: string;
  factor: number;
  factor_unit: string;
  source: string;
}

const rowSchema = closedObject({
  category: stringEnum(CATEGORIES, { description: 'What the emissions come from' }),
  tonnes: Type.Number({ description: 'Tonnes CO2e a year (3 decimals)' }),
  percent: Type.Number({ description: 'Share of the total, percent (1 decimal)' }),
  quantity: Type.Number({ description: 'The yearly activity the factor applies to (2 decimals)' }),
  quantity_unit: Type.String({ description: 'Unit of quantity' }),
  factor: Type.Number({ description: 'Emission factor, kg per unit of quantity (4 decimals)' }),
  factor_unit: Type.String({ description: 'Unit of factor' }),
  source: Type.String({ description: 'Where the factor comes from, and any conversion applied' }),
});

export default defineTool({
  id: 'carbon-footprint-calculator',
  name: 'Carbon Footprint Calculator',
  category: 'health',
  description:
    'Estimates a yearly personal carbon footprint in tonnes CO2e, by category, each with its emission factor and source: ' +
    'electricity (monthly kWh or monthly bill ÷ EIA 2023 average 16.00 ¢/kWh; EPA eGRID2022 823.1 lb CO2/MWh, less the renewable share), ' +
    'natural gas (monthly therms or bill ÷ about $1.46/therm, EIA 2023; EPA 5.306 kg CO2/therm), car (yearly miles ÷ mpg × EPA 8.887 kg ' +
    'CO2/gallon gasoline or 10.18 diesel; electric: MPGe × 33.705 kWh at the grid factor), bus (EPA Emission Factors Hub 0.071 kg/passenger-mile), ' +
    'round-trip flights by EPA haul band (0.207 / 0.129 / 0.163 kg/passenger-mile at typical lengths of 250 / 1,200 / 4,500 miles), ' +
    'diet (Scarborough et al. 2014) grossed up for food waste (USDA ERS 2014), shopping (≈2.5 t average, approximate, after Jones & Kammen 2011) ' +
    'and waste less recycling (EPA Household Carbon Footprint Calculator). Compared with US and world CO2 per person (Global Carbon Budget 2023). ' +
    'Home energy counts as entered: enter your share for a per-person figure.',
  keywords: ['co2', 'carbon emissions', 'greenhouse gas', 'ghg', 'climate', 'emissions calculator', 'ecological footprint', 'tco2e'],
  input: closedObject({
    electricity_usage: amountField('Electricity per month: kWh, or US dollars when electricity_unit is bill', 900),
    electricity_unit: withDefault(stringEnum(['kwh', 'bill'], { description: 'kwh: electricity_usage is kWh a month; bill: a monthly bill in USD, ÷ $0.16/kWh (EIA 2023). Default kwh' }), 'kwh'),
    gas_usage: amountField('Natural gas per month: therms, or US dollars when gas_unit is bill', 50),
    gas_unit: withDefault(stringEnum(['therms', 'bill'], { description: 'therms: gas_usage is therms a month; bill: a monthly bill in USD, ÷ $1.46/therm (EIA 2023). Default therms' }), 'therms'),
    renewable_energy: withDefault(
      Type.Number({ minimum: 0, maximum: 100, description: 'Percent of your electricity from renewable sources (0–100), counted as zero-emission. Default 0' }),
      0,
    ),
    car_miles: amountField('Miles driven a year', 12000),
    car_efficiency: withDefault(
      Type.Number({ minimum: 1, maximum: 1000, description: 'Fuel economy in miles per gallon (MPGe for electric), 1–1000. Default 25' }),
      25,
    ),
    car_type: withDefault(stringEnum(CAR_TYPES, { description: 'gasoline, diesel, hybrid (gasoline at its own mpg) or electric (car_efficiency in MPGe). Default gasoline' }), 'gasoline'),
    public_transport_miles: amountField('Miles a year by bus or other public transport (bus factor)', 500),
    flights_short: flightsField('short-haul (under 300 miles, typically 250 each way)', 2),
    flights_medium: flightsField('medium-haul (300–2,300 miles, typically 1,200 each way)', 1),
    flights_long: flightsField('long-haul (2,300 miles and over, typically 4,500 each way)', 0),
    diet_type: withDefault(
      stringEnum(DIET_TYPES, { description: 'high_meat (≥100 g meat a day), medium_meat (50–99 g), low_meat (<50 g), pescatarian, vegetarian, vegan. Default medium_meat' }),
      'medium_meat',
    ),
    food_waste: withDefault(stringEnum(FOOD_WASTE, { description: 'Share of bought food thrown away: low (10 %), average (21 %, USDA ERS), high (30 %). Default average' }), 'average'),
    shopping_habits: withDefault(stringEnum(SHOPPING, { description: 'Goods bought: minimal (×0.5), average (≈2.5 t CO2e a year), high (×1.5). Default average' }), 'average'),
    recycling: withDefault(stringEnum(RECYCLING, { description: 'Recycling of cans, plastic, glass, newspaper and magazines: none, some (half), most (all). Default some' }), 'some'),
  }),
  output: closedObject({
    total_tonnes: Type.Number({ description: 'Total, tonnes CO2e a year (3 decimals)' }),
    period: Type.Literal('year', { description: 'Every figure is per year' }),
    breakdown: Type.Array(rowSchema, { description: 'Every category, with its activity, factor and source' }),
    comparison: closedObject(
      {
        us_average_tonnes: Type.Number({ description: 'US CO2 per person a year' }),
        world_average_tonnes: Type.Number({ description: 'World CO2 per person a year' }),
        percent_of_us_average: Type.Number({ description: 'Your total as a percent of the US average (1 decimal)' }),
        percent_of_world_average: Type.Number({ description: 'Your total as a percent of the world average (1 decimal)' }),
        source: Type.String({ description: 'Where the averages come from' }),
        note: Type.String({ description: 'How comparable the figures are' }),
      },
      { description: 'Comparison with per-person averages' },
    ),
    electricity_kwh_per_year: Type.Number({ description: 'Household electricity a year before the renewable share, kWh (2 decimals)' }),
    gas_therms_per_year: Type.Number({ description: 'Natural gas a year, therms (2 decimals)' }),
    method: Type.String({ description: 'How the estimate is built' }),
  }),
  examples: [
    {
      title: 'Defaults (a typical US household’s energy, one gasoline car)',
      input: {},
      output: {
        total_tonnes: 17.383,
        period: 'year',
        breakdown: [
          {
            category: 'electricity',
            tonnes: 4.032,
            quantity: 10800,
            quantity_unit: 'kWh a year from the grid (after the renewable share)',
            factor: 0.3734,
            factor_unit: 'kg CO2 per kWh',
            source: 'EPA eGRID2022 US average, 823.1 lb CO2/MWh',
            percent: 23.2
          },
          {
            category: 'natural_gas',
            tonnes: 3.184,
            quantity: 600,
            quantity_unit: 'therms a year',
            factor: 5.306,
            factor_unit: 'kg CO2 per therm',
            source: 'EPA GHG Emission Factors Hub, 53.06 kg CO2/mmBtu × 0.1 mmBtu/therm',
            percent: 18.3
          },
          {
            category: 'car',
            tonnes: 4.266,
            quantity: 12000,
            quantity_unit: 'miles a year',
            factor: 0.3555,
            factor_unit: 'kg CO2 per mile',
            source: '8.887 kg CO2 per gallon of gasoline (EPA-420-F-18-008) ÷ 25 mpg',
            percent: 24.5
          },
          {
            category: 'public_transport',
            tonnes: 0.036,
            quantity: 500,
            quantity_unit: 'passenger-miles a year',
            factor: 0.071,
            factor_unit: 'kg CO2 per passenger-mile',
            source: 'EPA GHG Emission Factors Hub, bus',
            percent: 0.2
          },
          {
            category: 'flights_short',
            tonnes: 0.207,
            quantity: 1000,
            quantity_unit: 'passenger-miles a year (2 round trips × 2 × 250 miles)',
            factor: 0.207,
            factor_unit: 'kg CO2 per passenger-mile',
            source: 'EPA GHG Emission Factors Hub, air travel under 300 miles; no radiative-forcing uplift',
            percent: 1.2
          },
          {
            category: 'flights_medium',
            tonnes: 0.31,
            quantity: 2400,
            quantity_unit: 'passenger-miles a year (1 round trip × 2 × 1200 miles)',
            factor: 0.129,
            factor_unit: 'kg CO2 per passenger-mile',
            source: 'EPA GHG Emission Factors Hub, air travel 300–2,300 miles; no radiative-forcing uplift',
            percent: 1.8
          },
          {
            category: 'flights_long',
            tonnes: 0,
            quantity: 0,
            quantity_unit: 'passenger-miles a year (0 round trips × 2 × 4500 miles)',
            factor: 0.163,
            factor_unit: 'kg CO2 per passenger-mile',
            source: 'EPA GHG Emission Factors Hub, air travel 2,300 miles and over; no radiative-forcing uplift',
            percent: 0
          },
          {
            category: 'diet',
            tonnes: 2.601,
            quantity: 365,
            quantity_unit: 'days',
            factor: 7.1266,
            factor_unit: 'kg CO2e per day',
            source: 'Scarborough et al. 2014, medium_meat 5.63 kg CO2e/day, ÷ (1 − 0.21) for average food waste (USDA ERS 2014: 21 % average)',
            percent: 15
          },
          {
            category: 'shopping',
            tonnes: 2.5,
            quantity: 1,
            quantity_unit: 'person-year',
            factor: 2500,
            factor_unit: 'kg CO2e per person-year',
            source: 'about 2.5 t CO2e for average US goods purchases (approximate, after Jones & Kammen 2011) × 1 (average)',
            percent: 14.4
          },
          {
            category: 'waste',
            tonnes: 0.248,
            quantity: 1,
            quantity_unit: 'person-year',
            factor: 247.9041,
            factor_unit: 'kg CO2e per person-year',
            source: 'EPA Household Carbon Footprint Calculator: 692 lb CO2e per person less 145.46 lb saved by recycling (some)',
            percent: 1.4
          }
        ],
        comparison: {
          us_average_tonnes: 14.9,
          world_average_tonnes: 4.7,
          percent_of_us_average: 116.7,
          percent_of_world_average: 369.8,
          source: 'Global Carbon Budget 2023 via Our World in Data: fossil CO2 per person in 2022, US 14.9 t, world 4.7 t',
          note: 'National averages count fossil CO2 emitted in a country; this estimate counts one person’s consumption in CO2e, so compare loosely.'
        },
        electricity_kwh_per_year: 10800,
        gas_therms_per_year: 600,
        method: 'yearly activity × emission factor per category, summed in tonnes CO2e; electricity and gas are entered per month (×12), miles and flights per year, flights as round trips at typical lengths; diet, shopping and waste per person; the renewable share applies to household electricity only, an electric car charges at the grid average'
      },
    },
    {
      title: 'Bills, an electric car, half renewable, vegetarian',
      input: { electricity_usage: 120, electricity_unit: 'bill', gas_usage: 40, gas_unit: 'bill', renewable_energy: 50, car_miles: 10000, car_efficiency: 110, car_type: 'electric', flights_short: 0, flights_medium: 0, flights_long: 1, diet_type: 'vegetarian', food_waste: 'low', recycling: 'most' },
      output: {
        total_tonnes: 10.298,
        period: 'year',
        breakdown: [
          {
            category: 'electricity',
            tonnes: 1.68,
            quantity: 4500,
            quantity_unit: 'kWh a year from the grid (after the renewable share)',
            factor: 0.3734,
            factor_unit: 'kg CO2 per kWh',
            source: 'EPA eGRID2022 US average, 823.1 lb CO2/MWh; $120.00/month ÷ $0.16/kWh (EIA 2023 average residential price)',
            percent: 16.3
          },
          {
            category: 'natural_gas',
            tonnes: 1.744,
            quantity: 328.77,
            quantity_unit: 'therms a year',
            factor: 5.306,
            factor_unit: 'kg CO2 per therm',
            source: 'EPA GHG Emission Factors Hub, 53.06 kg CO2/mmBtu × 0.1 mmBtu/therm; $40.00/month ÷ $1.46/therm (EIA 2023 average residential price, approximate)',
            percent: 16.9
          },
          {
            category: 'car',
            tonnes: 1.144,
            quantity: 10000,
            quantity_unit: 'miles a year',
            factor: 0.1144,
            factor_unit: 'kg CO2 per mile',
            source: '110 MPGe × 33.705 kWh per gallon-equivalent (EPA) at the eGRID2022 grid factor',
            percent: 11.1
          },
          {
            category: 'public_transport',
            tonnes: 0.036,
            quantity: 500,
            quantity_unit: 'passenger-miles a year',
            factor: 0.071,
            factor_unit: 'kg CO2 per passenger-mile',
            source: 'EPA GHG Emission Factors Hub, bus',
            percent: 0.3
          },
          {
            category: 'flights_short',
            tonnes: 0,
            quantity: 0,
            quantity_unit: 'passenger-miles a year (0 round trips × 2 × 250 miles)',
            factor: 0.207,
            factor_unit: 'kg CO2 per passenger-mile',
            source: 'EPA GHG Emission Factors Hub, air travel under 300 miles; no radiative-forcing uplift',
            percent: 0
          },
          {
            category: 'flights_medium',
            tonnes: 0,
            quantity: 0,
            quantity_unit: 'passenger-miles a year (0 round trips × 2 × 1200 miles)',
            factor: 0.129,
            factor_unit: 'kg CO2 per passenger-mile',
            source: 'EPA GHG Emission Factors Hub, air travel 300–2,300 miles; no radiative-forcing uplift',
            percent: 0
          },
          {
            category: 'flights_long',
            tonnes: 1.467,
            quantity: 9000,
            quantity_unit: 'passenger-miles a year (1 round trip × 2 × 4500 miles)',
            factor: 0.163,
            factor_unit: 'kg CO2 per passenger-mile',
            source: 'EPA GHG Emission Factors Hub, air travel 2,300 miles and over; no radiative-forcing uplift',
            percent: 14.2
          },
          {
            category: 'diet',
            tonnes: 1.545,
            quantity: 365,
            quantity_unit: 'days',
            factor: 4.2333,
            factor_unit: 'kg CO2e per day',
            source: 'Scarborough et al. 2014, vegetarian 3.81 kg CO2e/day, ÷ (1 − 0.1) for low food waste (USDA ERS 2014: 21 % average)',
            percent: 15
          },
          {
            category: 'shopping',
            tonnes: 2.5,
            quantity: 1,
            quantity_unit: 'person-year',
            factor: 2500,
            factor_unit: 'kg CO2e per person-year',
            source: 'about 2.5 t CO2e for average US goods purchases (approximate, after Jones & Kammen 2011) × 1 (average)',
            percent: 24.3
          },
          {
            category: 'waste',
            tonnes: 0.182,
            quantity: 1,
            quantity_unit: 'person-year',
            factor: 181.9223,
            factor_unit: 'kg CO2e per person-year',
            source: 'EPA Household Carbon Footprint Calculator: 692 lb CO2e per person less 290.93 lb saved by recycling (most)',
            percent: 1.8
          }
        ],
        comparison: {
          us_average_tonnes: 14.9,
          world_average_tonnes: 4.7,
          percent_of_us_average: 69.1,
          percent_of_world_average: 219.1,
          source: 'Global Carbon Budget 2023 via Our World in Data: fossil CO2 per person in 2022, US 14.9 t, world 4.7 t',
          note: 'National averages count fossil CO2 emitted in a country; this estimate counts one person’s consumption in CO2e, so compare loosely.'
        },
        electricity_kwh_per_year: 9000,
        gas_therms_per_year: 328.77,
        method: 'yearly activity × emission factor per category, summed in tonnes CO2e; electricity and gas are entered per month (×12), miles and flights per year, flights as round trips at typical lengths; diet, shopping and waste per person; the renewable share applies to household electricity only, an electric car charges at the grid average'
      },
    },
  ],
  run(input) {
    const rows: Omit<Row, 'percent'>[] = [];
    const add = (category: Category, quantity: number, quantity_unit: string, factor: number, factor_unit: string, source: string) =>
      rows.push({ category, tonnes: (quantity * factor) / 1000, quantity, quantity_unit, factor, factor_unit, source });

    // Electricity and gas are monthly (as bills are); the rest is yearly.
    const kwhPerMonth = input.electricity_unit === 'kwh' ? input.electricity_usage : input.electricity_usage / F.ELECTRICITY_USD_PER_KWH;
    const kwhPerYear = kwhPerMonth * 12;
    const fossilShare = 1 - input.renewable_energy / 100;
    add(
      'electricity',
      kwhPerYear * fossilShare,
      'kWh a year from the grid (after the renewable share)',
      F.ELECTRICITY_KG_PER_KWH,
      'kg CO2 per kWh',
      `EPA eGRID2022 US average, ${F.ELECTRICITY_LB_PER_MWH} lb CO2/MWh` +
        (input.electricity_unit === 'bill' ? `; $${cents(input.electricity_usage)}/month ÷ $${cents(F.ELECTRICITY_USD_PER_KWH)}/kWh (EIA 2023 average residential price)` : ''),
    );
    const thermsPerYear = (input.gas_unit === 'therms' ? input.gas_usage : input.gas_usage / F.GAS_USD_PER_THERM) * 12;
    add(
      'natural_gas',
      thermsPerYear,
      'therms a year',
      F.GAS_KG_PER_THERM,
      'kg CO2 per therm',
      `EPA GHG Emission Factors Hub, ${F.GAS_KG_CO2_PER_MMBTU} kg CO2/mmBtu × 0.1 mmBtu/therm` +
        (input.gas_unit === 'bill' ? `; $${cents(input.gas_usage)}/month ÷ $${cents(F.GAS_USD_PER_THERM)}/therm (EIA 2023 average residential price, approximate)` : ''),
    );

    // Per mile: fuel (or electricity) per mile × its factor, so the row's quantity is miles.
    const gallonsPerMile = 1 / input.car_efficiency;
    if (input.car_type === 'electric') {
      add(
        'car',
        input.car_miles,
        'miles a year',
        gallonsPerMile * F.KWH_PER_GALLON_EQUIVALENT * F.ELECTRICITY_KG_PER_KWH,
        'kg CO2 per mile',
        `${input.car_efficiency} MPGe × 33.705 kWh per gallon-equivalent (EPA) at the eGRID2022 grid factor`,
      );
    } else {
      const perGallon = input.car_type === 'diesel' ? F.DIESEL_KG_PER_GALLON : F.GASOLINE_KG_PER_GALLON;
      add(
        'car',
        input.car_miles,
        'miles a year',
        gallonsPerMile * perGallon,
        'kg CO2 per mile',
        `${perGallon} kg CO2 per gallon of ${input.car_type === 'diesel' ? 'diesel' : 'gasoline'} (EPA-420-F-18-008) ÷ ${input.car_efficiency} mpg`,
      );
    }
    add('public_transport', input.public_transport_miles, 'passenger-miles a year', F.BUS_KG_PER_PASSENGER_MILE, 'kg CO2 per passenger-mile', 'EPA GHG Emission Factors Hub, bus');
    for (const band of ['short', 'medium', 'long'] as const) {
      const { kgPerPassengerMile, typicalOneWayMiles, band: range } = F.FLIGHT_BANDS[band];
      const trips = input[`flights_${band}`];
      add(
        `flights_${band}`,
        trips * 2 * typicalOneWayMiles,
        `passenger-miles a year (${trips} round trip${trips === 1 ? '' : 's'} × 2 × ${typicalOneWayMiles} miles)`,
        kgPerPassengerMile,
        'kg CO2 per passenger-mile',
        `EPA GHG Emission Factors Hub, air travel ${range}; no radiative-forcing uplift`,
      );
    }

    const wasted = F.FOOD_WASTE_SHARE[input.food_waste];
    add(
      'diet',
      365,
      'days',
      F.DIET_KG_PER_DAY[input.diet_type] / (1 - wasted),
      'kg CO2e per day',
      `Scarborough et al. 2014, ${input.diet_type} ${F.DIET_KG_PER_DAY[input.diet_type]} kg CO2e/day, ÷ (1 − ${wasted}) for ${input.food_waste} food waste (USDA ERS 2014: 21 % average)`,
    );
    add(
      'shopping',
      1,
      'person-year',
      F.SHOPPING_AVERAGE_TONNES * 1000 * F.SHOPPING_MULTIPLIER[input.shopping_habits],
      'kg CO2e per person-year',
      `about ${F.SHOPPING_AVERAGE_TONNES} t CO2e for average US goods purchases (approximate, after Jones & Kammen 2011) × ${F.SHOPPING_MULTIPLIER[input.shopping_habits]} (${input.shopping_habits})`,
    );
    const savedLb = Object.values(F.RECYCLING_SAVINGS_LB).reduce((sum, lb) => sum + lb, 0) * F.RECYCLING_SHARE[input.recycling];
    add(
      'waste',
      1,
      'person-year',
      (F.WASTE_LB_PER_PERSON - savedLb) * KG_PER_LB,
      'kg CO2e per person-year',
      `EPA Household Carbon Footprint Calculator: ${F.WASTE_LB_PER_PERSON} lb CO2e per person less ${roundTo(savedLb, 2)} lb saved by recycling (${input.recycling})`,
    );

    const total = rows.reduce((sum, row) => sum + row.tonnes, 0);
    return {
      total_tonnes: roundTo(total, 3),
      period: 'year' as const,
      breakdown: rows.map((row) => ({
        ...row,
        tonnes: roundTo(row.tonnes, 3),
        percent: roundTo((row.tonnes / total) * 100, 1),
        quantity: roundTo(row.quantity, 2),
        factor: roundTo(row.factor, 4),
      })),
      comparison: {
        us_average_tonnes: F.US_PER_CAPITA_TONNES,
        world_average_tonnes: F.WORLD_PER_CAPITA_TONNES,
        percent_of_us_average: roundTo((total / F.US_PER_CAPITA_TONNES) * 100, 1),
        percent_of_world_average: roundTo((total / F.WORLD_PER_CAPITA_TONNES) * 100, 1),
        source: F.PER_CAPITA_SOURCE,
        note: 'National averages count fossil CO2 emitted in a country; this estimate counts one person’s consumption in CO2e, so compare loosely.',
      },
      electricity_kwh_per_year: roundTo(kwhPerYear, 2),
      gas_therms_per_year: roundTo(thermsPerYear, 2),
      method:
        'yearly activity × emission factor per category, summed in tonnes CO2e; electricity and gas are entered per month (×12), ' +
        'miles and flights per year, flights as round trips at typical lengths; diet, shopping and waste per person; ' +
        'the renewable share applies to household electricity only, an electric car charges at the grid average',
    };
  },
});
