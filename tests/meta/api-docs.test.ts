// docs/api-reference.md is generated from the OpenAPI document the server publishes; an
// endpoint changed without regenerating it would leave the committed reference lying.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../scripts/api-docs/openapi-document';
import { publishedOpenApi } from '../../scripts/api-docs/published-openapi';
import { renderApiReference } from '../../scripts/api-docs/render-api-reference';
import { REPO_ROOT } from '../support';

describe('docs/api-reference.md', () => {
  let document: OpenApiDocument;
  beforeAll(async () => {
    document = await publishedOpenApi();
  });

  it('matches the OpenAPI document the server publishes (run scripts/generate-api-docs.ts)', () => {
    const committed = readFileSync(join(REPO_ROOT, 'docs/api-reference.md'), 'utf8');
    expect(committed).toBe(renderApiReference(document));
  });

  it('has a section for every published endpoint', () => {
    const reference = renderApiReference(document);
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) {
        expect(reference).toContain(`\n### ${method.toUpperCase()} ${path}\n`);
      }
    }
  });
});
