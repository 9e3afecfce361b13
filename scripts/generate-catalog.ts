/** `npm run generate`: rewrites the catalog's derived modules from the tool files (catalog-codegen.ts). */
import { fileURLToPath } from 'node:url';
import { writeGeneratedCatalog } from './catalog-codegen.ts';

const count = await writeGeneratedCatalog(fileURLToPath(new URL('../core/', import.meta.url)));
console.log(`generated the catalog of ${count} tools`);
