// The endpoint table is what the server serves and documents: every entry is a registered route
// and an operation of the published OpenAPI document, and the document holds nothing else.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../src/server/clock';
import { buildApp } from '../../src/server/http/build-app';
import { ENDPOINTS, type Endpoint, type EndpointName } from '../../src/shared/api';
import { createPgliteDatabase, testSettings } from '../support';

let app: FastifyInstance;
let document: { paths: Record<string, Record<string, OpenApiOperation>> };

interface OpenApiOperation {
  tags: string[];
  summary: string;
  security?: unknown;
  responses: Record<string, unknown>;
}

const openApiPath = (path: string) => path.replace(/:([a-z_]+)/g, '{$1}');
const entries = Object.entries(ENDPOINTS) as [EndpointName, Endpoint][];

beforeAll(async () => {
  const database = await createPgliteDatabase();
  app = await buildApp({ settings: testSettings(), database, clock: createTestClock() });
  await app.ready();
  document = (await app.inject({ url: '/openapi.json' })).json();
});
afterAll(async () => {
  await app?.close();
});

describe('the endpoint table', () => {
  it.each(entries)('%s is a registered route', (_name, endpoint) => {
    expect(app.hasRoute({ method: endpoint.method, url: endpoint.path })).toBe(true);
  });

  it.each(entries)('%s is documented as the table says', (_name, endpoint) => {
    const operation = document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
    expect(operation).toBeDefined();
    expect(operation?.tags).toEqual([endpoint.tag]);
    expect(operation?.summary).toBe(endpoint.summary);
    expect(operation?.security !== undefined).toBe(!endpoint.public);
    expect(Object.keys(operation?.responses ?? {})).toContain(String(endpoint.status ?? 200));
  });

  it('is all the document describes', () => {
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const tabled = entries.map(([, e]) => `${e.method} ${openApiPath(e.path)}`);
    expect(documented.sort()).toEqual(tabled.sort());
  });
});
