import { Ajv, type AnySchema } from 'ajv';
import addFormats from 'ajv-formats';
import type { OpenAPIObject, SchemaObject } from '@nestjs/swagger';
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
