/** `npm run generate`: rewrites the catalog's derived modules from the tool files (catalog-codegen.ts). */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATED_INDEX, GENERATED_METADATA, indexSource, loadToolFiles, metadataSource } from './catalog-codegen.ts';

const coreDir = fileURLToPath(new URL('../core/', import.meta.url));
const files = await loadToolFiles(coreDir);
writeFileSync(join(coreDir, GENERATED_INDEX), indexSource(files));
writeFileSync(join(coreDir, GENERATED_METADATA), metadataSource(files));
console.log(`generated the catalog of ${files.length} tools`);
