import { Ajv, type AnySchema } from 'ajv';
import addFormats from 'ajv-formats';
import type { INestApplication } from '@nestjs/common';
import type { OpenAPIObject, PathItemObject, SchemaObject } from '@nestjs/swagger';
import type { Response } from 'supertest';

export type Operation = `${'get' | 'post' | 'patch' | 'delete'} /api/${string}`;

/**
 * Checks real answers against the document's response schemas. Stricter than the document:
 * an object may hold only the properties it lists, so a field the document forgets fails too.
 */
export class OpenApiContract {
  private readonly ajv = new Ajv({ allErrors: true, strict: true });

  constructor(private readonly document: OpenAPIObject) {
    addFormats.default(this.ajv, ['uuid', 'date-time']);
    // OpenAPI 3.0 keywords that are not JSON Schema; ajv reads `nullable` itself.
    this.ajv.addVocabulary(['example', 'components']);
    this.ajv.addSchema({ components: closed(document.components) }, 'openapi');
  }

  /** Problems of `response` as an answer of `operation`, such as `post /api/history`; none is []. */
  problems(operation: Operation, response: Response): string[] {
    const [method, path] = operation.split(' ');
    const documented = this.document.paths[path]?.[method as 'get']?.responses[response.status];
    if (!documented) return [`${operation} does not document status ${response.status}`];
    if ('$ref' in documented) return ['response objects by $ref are not checked'];
    const content = documented.content;
    if (!content) {
      return response.text
        ? [`status ${response.status} has a body the document does not give`]
        : [];
    }
    const mediaType = Object.keys(content).find((type) => response.type === type);
    if (!mediaType) return [`${response.type} is not one of ${Object.keys(content).join(', ')}`];
    const schema = content[mediaType].schema;
    if (!schema) return [];
    const body = mediaType === 'application/json' ? response.body : response.text;
    const validate = this.ajv.compile(referencingComponents(schema) as AnySchema);
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (error) => `${error.instancePath || '/'} ${error.message} (${error.schemaPath})`,
    );
  }
}

/** Each object schema with listed properties admits no others (unless it says otherwise). */
function closed<T>(node: T): T {
  if (Array.isArray(node)) return node.map(closed) as T;
  if (typeof node !== 'object' || node === null) return node;
  const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, closed(value)]));
  const schema = copy as SchemaObject;
  if (schema.properties && schema.additionalProperties === undefined) {
    schema.additionalProperties = false;
  }
  return copy as T;
}

/** An operation's schema points into the document; here the document is the schema `openapi`. */
const referencingComponents = (schema: object): unknown =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'));

/** The methods an OpenAPI path item may hold an operation under. */
const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Every `method path` the document gives an operation for, such as `delete /api/history/{id}`. */
export const documentedRoutes = (document: OpenAPIObject): string[] =>
  Object.entries(document.paths).flatMap(([path, item]: [string, PathItemObject]) =>
    OPERATION_METHODS.filter((method) => method in item).map((method) => `${method} ${path}`),
  );

/** A route of Express's router, as Nest registers each controller method on it. */
interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean | undefined> };
}

/**
 * Every `method path` under /api that the app's Express router answers, with parameters written
 * as OpenAPI writes them (`/api/history/:id` → `/api/history/{id}`). Read from the router itself,
 * so a route the controllers register by any means counts; the document's own routes
 * (`/api/docs`, `/api/docs-json`, `/api/docs-yaml`) are left out.
 */
export function registeredRoutes(app: INestApplication): string[] {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } };
  return express.router.stack.flatMap(({ route }: RouterLayer) => {
    if (!route || typeof route.path !== 'string') return [];
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    if (!/^\/api(\/|$)/.test(path) || /^\/api\/docs(-json|-yaml)?(\/|$)/.test(path)) return [];
    return Object.keys(route.methods)
      .filter((method) => route.methods[method])
      .map((method) => `${method} ${path}`);
  });
}
