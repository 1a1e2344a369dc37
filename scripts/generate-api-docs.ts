// Regenerates docs/api-reference.md from the OpenAPI document the server publishes. Run it
// (`npx tsx scripts/generate-api-docs.ts`) after changing an endpoint; tests/meta/api-docs.test.ts
// fails until the committed reference matches.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { publishedOpenApi } from './api-docs/published-openapi';
import { renderApiReference } from './api-docs/render-api-reference';

async function main(): Promise<void> {
  const target = join(__dirname, '../docs/api-reference.md');
  writeFileSync(target, renderApiReference(await publishedOpenApi()));
  console.log(`wrote ${target}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
