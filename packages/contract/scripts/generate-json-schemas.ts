/**
 * Writes the JSON Schemas the browser checks with (`src/json-shape.ts`), generated from the contract's zod schemas:
 * `npm run generate -w @sportsbook/contract`. `json-schemas.test.ts` fails while a generated file is out of date.
 */
import { writeFileSync } from 'node:fs';
import { GENERATED_SCHEMAS, jsonSchemaOf } from '../src/json-schemas';

for (const [file, schema] of Object.entries(GENERATED_SCHEMAS)) {
  const path = new URL(`../src/generated/${file}`, import.meta.url);
  writeFileSync(path, `${JSON.stringify(jsonSchemaOf(schema), null, 2)}\n`);
  console.log(`wrote src/generated/${file}`);
}
