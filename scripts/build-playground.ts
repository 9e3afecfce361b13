/** `npm run build:playground` (run by `npm start`): the served playground, swapped in whole (playground-build.ts). */
import { relative } from 'node:path';
import { publishPlayground } from './playground-build.ts';

const fresh = await publishPlayground();
console.log(`built the playground into ${relative(process.cwd(), fresh)}, served as dist/playground`);
