import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A validator for the Studio's extracted schema (studio/schema.json, `sanity schema extract`'s
 * groq-type-nodes format): does a document have exactly the shape the Studio would write?
 */
type Node =
  | { type: 'string' | 'number' | 'boolean'; value?: unknown }
  | { type: 'null' | 'unknown' }
  | { type: 'inline'; name: string }
  | { type: 'union'; of: Node[] }
  | { type: 'array'; of: Node }
  | { type: 'object'; attributes: Record<string, Attribute>; rest?: Node };
type Attribute = { type: 'objectAttribute'; value: Node; optional?: boolean };
type Declaration =
  | { type: 'type'; name: string; value: Node }
  | { type: 'document'; name: string; attributes: Record<string, Attribute> };

export const SCHEMA_FILE = path.join(process.cwd(), 'studio', 'schema.json');

/** Set by the Content Lake on every write (and on import), never by an editor. */
const SYSTEM_FIELDS = new Set(['_createdAt', '_updatedAt', '_rev']);

export function loadSchema() {
  const declarations = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as Declaration[];
  const named = new Map(declarations.map((d) => [d.name, d]));

  function resolve(name: string): Node {
    const declaration = named.get(name);
    if (!declaration) throw new Error(`schema.json has no type ${name}`);
    return declaration.type === 'document'
      ? { type: 'object', attributes: declaration.attributes }
      : declaration.value;
  }

  function typeOf(node: Node): string | undefined {
    if (node.type === 'inline') return typeOf(resolve(node.name));
    if (node.type !== 'object') return undefined;
    const literal = node.attributes._type?.value;
    return literal?.type === 'string' ? (literal.value as string | undefined) : undefined;
  }

  function check(value: unknown, node: Node, at: string): string[] {
    switch (node.type) {
      case 'unknown':
        return [];
      case 'null':
        return value === null ? [] : [`${at}: expected null`];
      case 'string':
      case 'number':
      case 'boolean':
        if (typeof value !== node.type) return [`${at}: expected a ${node.type}`];
        return node.value === undefined || node.value === value
          ? []
          : [`${at}: expected ${JSON.stringify(node.value)}, found ${JSON.stringify(value)}`];
      case 'inline':
        return check(value, resolve(node.name), at);
      case 'union': {
        const type = (value as { _type?: unknown } | null)?._type;
        const candidates = node.of.filter((member) => {
          const literal = typeOf(member);
          return literal === undefined || literal === type;
        });
        for (const member of candidates) if (check(value, member, at).length === 0) return [];
        if (candidates.length === 1) return check(value, candidates[0]!, at);
        return [`${at}: ${JSON.stringify(type ?? value)} is none of the allowed values`];
      }
      case 'array':
        if (!Array.isArray(value)) return [`${at}: expected an array`];
        return value.flatMap((item, index) => check(item, node.of, `${at}[${index}]`));
      case 'object': {
        if (!value || typeof value !== 'object' || Array.isArray(value))
          return [`${at}: expected an object`];
        const record = value as Record<string, unknown>;
        const restNode = node.rest?.type === 'inline' ? resolve(node.rest.name) : node.rest;
        const rest = restNode?.type === 'object' ? restNode.attributes : {};
        const attributes = { ...rest, ...node.attributes };
        const problems = Object.keys(record)
          .filter((key) => !(key in attributes) && key !== '_key')
          .map((key) => `${at}.${key}: not in the schema`);
        for (const [key, attribute] of Object.entries(attributes)) {
          if (record[key] === undefined) {
            if (!attribute.optional && !SYSTEM_FIELDS.has(key) && key !== '_key')
              problems.push(`${at}.${key}: required`);
          } else problems.push(...check(record[key], attribute.value, `${at}.${key}`));
        }
        return problems;
      }
    }
  }

  return {
    documentTypes: declarations.filter((d) => d.type === 'document').map((d) => d.name),
    /** Every way the document departs from the schema, as "path: problem" lines. */
    validate(document: { _id: string; _type: string }): string[] {
      if (named.get(document._type)?.type !== 'document')
        return [`${document._id}: no document type ${document._type}`];
      return check(document, resolve(document._type), document._id);
    },
  };
}
