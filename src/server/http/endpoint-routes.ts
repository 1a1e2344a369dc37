import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ErrorBody } from '../../shared/api/common';
import {
  ENDPOINTS,
  errorCodes,
  type Endpoint,
  type EndpointName,
  type EndpointOf,
} from '../../shared/api/endpoints';
import { ERRORS } from '../../shared/api/errors';
import type { AuthenticateHook } from './authentication';

/** OpenAPI security requirement of authenticated routes. */
const BEARER = [{ bearerAuth: [] }];

type Parsed<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: z.ZodType }
  ? z.output<E[K]>
  : unknown;

/** The request of an endpoint, its parts as the table's schemas parsed them. */
export type EndpointRequestOf<N extends EndpointName> = FastifyRequest<{
  Params: Parsed<EndpointOf<N>, 'params'>;
  Querystring: Parsed<EndpointOf<N>, 'query'>;
  Body: Parsed<EndpointOf<N>, 'body'>;
}>;

/** A hook that refuses a request by throwing (authentication, the rate limits). */
type RequestHook = (request: FastifyRequest) => Promise<void>;

/** How the server answers one entry of the endpoint table. */
export interface EndpointHandler<N extends EndpointName> {
  /** Hooks besides authentication, which every call that is not public gets. */
  onRequest?: RequestHook;
  preHandler?: RequestHook;
  /** The answer (sent with the entry's status), or the reply when the handler sent one. */
  handle(
    request: EndpointRequestOf<N>,
    reply: FastifyReply,
  ): Promise<z.input<EndpointOf<N>['answer']> | FastifyReply>;
}

export type EndpointHandlers = { [N in EndpointName]: EndpointHandler<N> };

/** Any handler, as the registration loop sees it once the table's schemas have run. */
interface RegisteredHandler extends Pick<
  EndpointHandler<EndpointName>,
  'onRequest' | 'preHandler'
> {
  handle(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

/** Registers every entry of the table with its handler; the type demands one for each. */
export function registerEndpoints(
  app: FastifyInstance,
  handlers: EndpointHandlers,
  authenticate: AuthenticateHook,
): void {
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    const endpoint: Endpoint = ENDPOINTS[name];
    // The table and the handlers are keyed alike; TypeScript cannot follow one name through both.
    const handler = handlers[name] as unknown as RegisteredHandler;
    const onRequest = [
      ...(endpoint.public ? [] : [authenticate]),
      ...(handler.onRequest ? [handler.onRequest] : []),
    ];
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: routeSchema(endpoint),
      ...(onRequest.length > 0 && { onRequest }),
      ...(handler.preHandler && { preHandler: handler.preHandler }),
      handler: async (request, reply) => {
        const answer = await handler.handle(request, reply);
        // A reply is a thenable: a handler returning the reply it sent resolves to undefined,
        // not to the reply (the health check's 503 then logged "Reply was already sent").
        if (answer === reply || reply.sent) return reply;
        return reply.code(endpoint.status ?? 200).send(answer);
      },
    });
  }
}

/** The route's schema: validation of the request, serialization of the answer, and OpenAPI. */
export function routeSchema(endpoint: Endpoint) {
  const serverFaults = errorCodes(endpoint)
    .map((code) => ERRORS[code].status)
    .filter((status) => status >= 500);
  return {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(!endpoint.public && { security: BEARER }),
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && { body: endpoint.body }),
    response: {
      [endpoint.status ?? 200]: endpoint.answer,
      '4xx': ErrorBody,
      ...Object.fromEntries(serverFaults.map((status) => [status, ErrorBody])),
    },
  };
}
