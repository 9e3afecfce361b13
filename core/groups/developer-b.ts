import type { AnyTool } from '../tool.ts';
import aiModelPicker from '../tools/developer/ai-model-picker.ts';
import cryptoTestnetFaucets from '../tools/developer/crypto-testnet-faucets.ts';
import edgePlatformCostCalculate from '../tools/developer/edge-platform-cost-calculate.ts';
import llmRequirementsCalculator from '../tools/developer/llm-requirements-calculator.ts';
import urlMetadata from '../tools/developer/url-metadata.ts';

export default [aiModelPicker, cryptoTestnetFaucets, edgePlatformCostCalculate, llmRequirementsCalculator, urlMetadata] as const satisfies readonly AnyTool[];
