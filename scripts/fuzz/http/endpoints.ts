// The endpoints to fuzz, read from the app's own OpenAPI document: a route added to the server
// is fuzzed without touching the fuzzer.
import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from '../common/schema-values';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: HttpMethod;
  /** OpenAPI path with `{name}` placeholders, including the base path. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  query?: JsonSchema;
  body?: JsonSchema;
  requiresAuth: boolean;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

/** Every operation of the document (the app must be ready, so that all routes are known). */
export function endpointsOf(app: FastifyInstance): Endpoint[] {
  const document = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const endpoints: Endpoint[] = [];
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
      endpoints.push({
        method: method.toUpperCase() as HttpMethod,
        path,
        pathParams: parameters
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {} })),
        query: queryParameters.length > 0 ? querySchema(queryParameters) : undefined,
        body: operation.requestBody?.content?.['application/json']?.schema,
        requiresAuth: (operation.security?.length ?? 0) > 0,
      });
    }
  }
  return endpoints;
}

function querySchema(parameters: OpenApiParameter[]): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(
      parameters.map((parameter) => [parameter.name, parameter.schema ?? {}]),
    ),
    required: parameters
      .filter((parameter) => parameter.required)
      .map((parameter) => parameter.name),
  };
}

/** `METHOD /path`, the name an endpoint is reported under. */
export const endpointName = (endpoint: Pick<Endpoint, 'method' | 'path'>) =>
  `${endpoint.method} ${endpoint.path}`;
