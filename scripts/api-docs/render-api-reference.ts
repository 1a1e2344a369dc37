// Writes docs/api-reference.md from the OpenAPI document: one section per endpoint, in the
// order the server registers them, grouped by tag. Pure, so the test can compare its output
// with the committed file without touching the disk.

import type {
  JsonSchema,
  OpenApiDocument,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiResponse,
} from './openapi-document';
import { enumStrings, fieldRows, typeName } from './schema-fields';

interface Endpoint {
  method: string;
  path: string;
  operation: OpenApiOperation;
}

const HEADER = `# API reference

Generated from the OpenAPI document the server publishes at \`<base>/openapi.json\` by
\`npx tsx scripts/generate-api-docs.ts\`; do not edit it by hand (a test fails when it is out of
date). The conventions every call follows (authentication, times, ids, the error body and the
status codes) are in [the API contract](api.md); the rules behind the answers are in
[the game rules](game-rules.md).

Paths are relative to the server's base path. "Bearer" means the call needs
\`Authorization: Bearer <access_token>\`.`;

export function renderApiReference(document: OpenApiDocument): string {
  const endpoints = listEndpoints(document);
  const tags = [...new Set(endpoints.map(tagOf))];
  const sections = tags.map((tag) =>
    [
      `## ${tag}`,
      ...endpoints.filter((endpoint) => tagOf(endpoint) === tag).map(renderEndpoint),
    ].join('\n\n'),
  );
  return `${[HEADER, renderIndex(tags, endpoints), ...sections].join('\n\n')}\n`;
}

function listEndpoints(document: OpenApiDocument): Endpoint[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
}

function tagOf(endpoint: Endpoint): string {
  return endpoint.operation.tags?.[0] ?? 'other';
}

function renderIndex(tags: string[], endpoints: Endpoint[]): string {
  const lines = tags.map((tag) => {
    const calls = endpoints
      .filter((endpoint) => tagOf(endpoint) === tag)
      .map((endpoint) => `\`${endpoint.method} ${endpoint.path}\``);
    return `- **${tag}**: ${calls.join(', ')}`;
  });
  return `## Endpoints\n\n${lines.join('\n')}`;
}

function renderEndpoint({ method, path, operation }: Endpoint): string {
  const parts = [`### ${method} ${path}`];
  if (operation.summary) parts.push(sentence(operation.summary));
  if (operation.description) parts.push(operation.description);
  parts.push(`Authentication: ${operation.security?.length ? 'Bearer' : 'none'}.`);
  parts.push(...renderParameters('Path parameters', operation.parameters, 'path'));
  parts.push(...renderParameters('Query parameters', operation.parameters, 'query'));
  parts.push(...renderBody(operation));
  const responses = Object.entries(operation.responses ?? {});
  parts.push(...responses.filter(([status]) => isSuccess(status)).map(renderAnswer));
  const errors = responses.filter(([status]) => !isSuccess(status));
  if (errors.length > 0) parts.push(renderErrors(errors));
  return parts.join('\n\n');
}

function renderParameters(
  title: string,
  parameters: OpenApiParameter[] | undefined,
  place: OpenApiParameter['in'],
): string[] {
  const chosen = (parameters ?? []).filter((parameter) => parameter.in === place);
  if (chosen.length === 0) return [];
  const rows = chosen.map((parameter) => ({
    path: parameter.name,
    type: parameter.schema ? typeName(parameter.schema) : 'string',
    required: parameter.required ?? false,
    notes: [parameter.description, parameter.schema && describeConstraints(parameter.schema)]
      .filter(Boolean)
      .join('; '),
  }));
  return [`${title}:`, table(rows)];
}

/** A parameter's own constraints, worded as in the field tables. */
function describeConstraints(schema: JsonSchema): string {
  return fieldRows({ type: 'object', properties: { value: schema } })[0]?.notes ?? '';
}

function renderBody(operation: OpenApiOperation): string[] {
  const schema = jsonSchema(operation.requestBody?.content);
  if (!schema) return [];
  const rows = fieldRows(schema);
  const optional = schema.nullable || !operation.requestBody?.required ? ' (may be empty)' : '';
  if (rows.length === 0) return [`Body${optional}: ${typeName(schema)}.`];
  return [`Body${optional}:`, table(rows)];
}

function renderAnswer([status, response]: [string, OpenApiResponse]): string {
  const schema = jsonSchema(response.content);
  const rows = schema ? fieldRows(schema) : [];
  const title = `Answer ${status}`;
  if (!schema || (schema.enum?.length === 1 && schema.enum[0] === null)) {
    return `${title}: no body.`;
  }
  if (rows.length === 0) return `${title}: ${typeName(schema)}.`;
  return [`${title}:`, table(rows)].join('\n\n');
}

function renderErrors(errors: [string, OpenApiResponse][]): string {
  const lines = errors.map(([status, response]) => {
    const schema = jsonSchema(response.content);
    const codes = schema ? enumStrings(schema) : [];
    const said = codes.length > 0 ? `: ${codes.map((code) => `\`${code}\``).join(', ')}` : '';
    const description =
      response.description && response.description !== 'Default Response'
        ? ` (${response.description})`
        : '';
    return `- ${status}${description}${said}`;
  });
  return ['Errors (body `{"detail": ...}`, see [Errors](api.md#errors)):', ...lines].join('\n');
}

function jsonSchema(content: Record<string, { schema?: JsonSchema }> | undefined) {
  return content?.['application/json']?.schema;
}

function isSuccess(status: string): boolean {
  return status.startsWith('2');
}

function table(rows: { path: string; type: string; required: boolean; notes: string }[]): string {
  const lines = rows.map(
    (row) =>
      `| \`${row.path}\` | ${cell(row.type)} | ${row.required ? 'yes' : 'no'} | ${cell(row.notes)} |`,
  );
  return ['| Field | Type | Required | Notes |', '|---|---|---|---|', ...lines].join('\n');
}

function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
