import type { AnyTool } from '../tool.ts';

export default [] as AnyTool[];
