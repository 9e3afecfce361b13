/**
 * Emission factors and reference figures of carbon-footprint-calculator, each with its source.
 * Units are what the source publishes; the tool converts. Values quoted from a source are kept as
 * published (no rounding) so a reader can check them against the table named beside them.
 */
import { KG_PER_LB } from '../../../lib/body-units.ts';

/**
 * Grid electricity: US average CO2 total output emission rate, 823.1 lb/MWh, from EPA eGRID2022
 * (released January 2024; also the electricity factor of EPA's GHG Emission Factors Hub 2024).
 * Cross-check: EIA FAQ "How much carbon dioxide is produced per kilowatthour of U.S. electricity
 * generation?" gives 0.81 lb/kWh for 2023.
 */
export const ELECTRICITY_LB_PER_MWH = 823.1;
export const ELECTRICITY_KG_PER_KWH = (ELECTRICITY_LB_PER_MWH * KG_PER_LB) / 1000;

/**
 * Average US residential electricity price, 16.00 cents/kWh in 2023 (EIA, Electric Power Annual /
 * Electric Power Monthly, residential sector average), used to turn a monthly bill into kWh.
 */
export const ELECTRICITY_USD_PER_KWH = 0.16;

/**
 * Natural gas: 53.06 kg CO2 per mmBtu (EPA GHG Emission Factors Hub, Table 1, stationary
 * combustion, natural gas); a therm is 0.1 mmBtu (100,000 Btu), so 5.306 kg CO2 per therm.
 */
export const GAS_KG_CO2_PER_MMBTU = 53.06;
export const GAS_KG_PER_THERM = GAS_KG_CO2_PER_MMBTU / 10;

/**
 * Average US residential natural gas price per therm, to turn a monthly bill into therms: EIA's
 * 2023 residential average of about $15.2 per thousand cubic feet (Natural Gas Annual / Natural Gas
 * Monthly) at EIA's average heat content of 1,037 Btu per cubic foot (10.37 therms per Mcf) is
 * about $1.46 per therm. Approximate: the price varies several-fold between states and seasons.
 */
export const GAS_USD_PER_THERM = 1.46;

/**
 * Tailpipe CO2 per gallon: 8,887 g for gasoline and 10,180 g for diesel (EPA, "Greenhouse Gas
 * Emissions from a Typical Passenger Vehicle", EPA-420-F-18-008). A hybrid burns gasoline, so its
 * own (higher) mpg does the work with the gasoline factor.
 */
export const GASOLINE_KG_PER_GALLON = 8.887;
export const DIESEL_KG_PER_GALLON = 10.18;

/**
 * Electric cars: car_efficiency is read as MPGe, and EPA defines one gallon of gasoline
 * equivalent as 33.705 kWh (EPA/DOE fueleconomy.gov), so kWh = miles ÷ MPGe × 33.705, at the
 * grid factor above.
 */
export const KWH_PER_GALLON_EQUIVALENT = 33.705;

/**
 * Public transport and flights, kg CO2 per passenger-mile, from EPA's GHG Emission Factors Hub
 * (Table 10, "Business travel and employee commuting"; the air factors there derive from the UK
 * DEFRA/BEIS conversion factors): bus 0.071; air short haul (< 300 miles) 0.207, medium haul
 * (300–2,300 miles) 0.129, long haul (≥ 2,300 miles) 0.163. CH4 and N2O add under 1 % and are
 * left out; so is aviation's non-CO2 warming (radiative forcing), which DEFRA would multiply in.
 */
export const BUS_KG_PER_PASSENGER_MILE = 0.071;

export const FLIGHT_BANDS = {
  short: { kgPerPassengerMile: 0.207, typicalOneWayMiles: 250, band: 'under 300 miles' },
  medium: { kgPerPassengerMile: 0.129, typicalOneWayMiles: 1200, band: '300–2,300 miles' },
  long: { kgPerPassengerMile: 0.163, typicalOneWayMiles: 4500, band: '2,300 miles and over' },
} as const;
// The typical one-way lengths are this calculator's choice within each EPA band: 250 miles (e.g.
// Los Angeles–Las Vegas), 1,200 miles (e.g. New York–Miami), 4,500 miles (e.g. Chicago–Rome).
// Each flight counted is a round trip, two legs of that length.

/**
 * Diet, kg CO2e per day for a 2,000 kcal diet: Scarborough P et al., "Dietary greenhouse gas
 * emissions of meat-eaters, fish-eaters, vegetarians and vegans in the UK", Climatic Change
 * 2014;125:179–192 (age-and-sex-adjusted means). High meat ≥ 100 g/day, medium 50–99, low < 50.
 */
export const DIET_KG_PER_DAY = {
  high_meat: 7.19,
  medium_meat: 5.63,
  low_meat: 4.67,
  pescatarian: 3.91,
  vegetarian: 3.81,
  vegan: 2.89,
} as const;

/**
 * Food waste: Scarborough's figures are for food eaten; food bought and thrown away adds its own
 * emissions, so diet emissions are divided by (1 − wasted share). average: 21 % of the food supply
 * is lost at the consumer level (Buzby JC, Wells HF, Hyman J, "The Estimated Amount, Value, and
 * Calories of Postharvest Food Losses at the Retail and Consumer Levels in the United States",
 * USDA ERS EIB-121, 2014). low (10 %) and high (30 %) are this calculator's choice around it.
 */
export const FOOD_WASTE_SHARE = { low: 0.1, average: 0.21, high: 0.3 } as const;

/**
 * Shopping (clothing, electronics, furniture and other goods), t CO2e per person a year: about
 * 2.5 t for an average American, an approximation of the goods share of the consumption-based US
 * household footprint (about 48 t CO2e for a 2.5-person household; Jones CM, Kammen DM, Environ Sci
 * Technol 2011;45:4088–4095). minimal (×0.5) and high (×1.5) are this calculator's choice.
 */
export const SHOPPING_AVERAGE_TONNES = 2.5;
export const SHOPPING_MULTIPLIER = { minimal: 0.5, average: 1, high: 1.5 } as const;

/**
 * Household waste, from EPA's Household Carbon Footprint Calculator (assumptions and references,
 * 2016): 692 lb CO2e per person a year for an average American's waste, less what recycling saves
 * per person a year: metal cans 89.38 lb, plastic 35.56, glass 25.39, newspaper 113.14,
 * magazines 27.46 (290.93 lb in all). none saves nothing, some saves half, most saves all five.
 */
export const WASTE_LB_PER_PERSON = 692;
export const RECYCLING_SAVINGS_LB = { metal: 89.38, plastic: 35.56, glass: 25.39, newspaper: 113.14, magazines: 27.46 } as const;
export const RECYCLING_SHARE = { none: 0, some: 0.5, most: 1 } as const;

/**
 * Per-capita comparison, tonnes of CO2 a year in 2022: United States 14.9, world 4.7 (Global Carbon
 * Budget 2023, fossil CO2 by territory, as published by Our World in Data). National figures count
 * fossil CO2 emitted inside a country; this calculator counts a person's consumption in CO2e, so the
 * comparison is indicative.
 */
export const US_PER_CAPITA_TONNES = 14.9;
export const WORLD_PER_CAPITA_TONNES = 4.7;
export const PER_CAPITA_SOURCE = 'Global Carbon Budget 2023 via Our World in Data: fossil CO2 per person in 2022, US 14.9 t, world 4.7 t';
