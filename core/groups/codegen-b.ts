import type { AnyTool } from '../tool.ts';
import jsonSchemaToReactHookForm from '../tools/developer/json-schema-to-react-hook-form.ts';
import jsonSchemaToFormik from '../tools/developer/json-schema-to-formik.ts';
import jsonSchemaToHtmlForm from '../tools/developer/json-schema-to-html-form.ts';
import cssToTailwind from '../tools/developer/css-to-tailwind.ts';
import tailwindToCss from '../tools/developer/tailwind-to-css.ts';
import jsonFaker from '../tools/data/json-faker.ts';
import mockJsonGenerator from '../tools/data/mock-json-generator.ts';

export default [
  jsonSchemaToReactHookForm,
  jsonSchemaToFormik,
  jsonSchemaToHtmlForm,
  cssToTailwind,
  tailwindToCss,
  jsonFaker,
  mockJsonGenerator,
] as const satisfies readonly AnyTool[];
