/**
 * A checker of JSON values against the JSON Schema (draft 7) that zod's `toJSONSchema` writes for the contract's
 * schemas, for the browser, where zod is too heavy to ship: the contract's zod schemas stay the one source, a
 * generated JSON Schema carries them (`generated/`), and this reads it. It knows the keywords those schemas use and
 * throws on any other, so a schema it cannot read fails its test instead of passing values unchecked; a property test
 * keeps its verdicts equal to zod's.
 */

export type JsonSchema = {
  readonly type?: string | readonly string[];
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | JsonSchema;
  readonly propertyNames?: JsonSchema;
  readonly items?: JsonSchema;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly $schema?: string;
};

const KNOWN = new Set([
  'type',
  'const',
  'enum',
  'anyOf',
  'oneOf',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  '$schema',
]);

const patterns = new Map<string, RegExp>();
/** A schema's `pattern` as the RegExp zod tested with (compiled once). */
function patternOf(source: string): RegExp {
  let pattern = patterns.get(source);
  if (!pattern) {
    pattern = new RegExp(source);
    patterns.set(source, pattern);
  }
  return pattern;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function hasType(type: string, value: unknown): boolean {
  switch (type) {
    case 'object':
      return isObject(value);
    case 'array':
      return Array.isArray(value);
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    default:
      throw new RangeError(`unsupported JSON Schema type ${type}`);
  }
}

/** Whether `value` conforms to `schema`. Throws RangeError for a keyword this checker does not implement. */
export function conforms(schema: JsonSchema, value: unknown): boolean {
  for (const key of Object.keys(schema)) if (!KNOWN.has(key)) throw new RangeError(`unsupported keyword ${key}`);
  const { type } = schema;
  if (type !== undefined && !(typeof type === 'string' ? [type] : type).some((t) => hasType(t, value))) return false;
  if ('const' in schema && value !== schema.const) return false;
  if (schema.enum && !schema.enum.includes(value)) return false;
  if (schema.anyOf && !schema.anyOf.some((s) => conforms(s, value))) return false;
  if (schema.oneOf && schema.oneOf.filter((s) => conforms(s, value)).length !== 1) return false;
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return false;
    if (schema.maximum !== undefined && value > schema.maximum) return false;
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return false;
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) return false;
  }
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && value.length < schema.minLength) return false;
    if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
    if (schema.pattern !== undefined && !patternOf(schema.pattern).test(value)) return false;
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) return false;
    if (schema.maxItems !== undefined && value.length > schema.maxItems) return false;
    const { items } = schema;
    if (items && !value.every((item) => conforms(items, item))) return false;
  }
  if (isObject(value)) return objectConforms(schema, value);
  return true;
}

function objectConforms(schema: JsonSchema, value: Record<string, unknown>): boolean {
  const properties = schema.properties ?? {};
  for (const key of schema.required ?? []) if (value[key] === undefined) return false;
  for (const [key, item] of Object.entries(value)) {
    if (schema.propertyNames && !conforms(schema.propertyNames, key)) return false;
    const own = Object.hasOwn(properties, key) ? properties[key] : undefined;
    if (own) {
      if (item !== undefined && !conforms(own, item)) return false;
    } else if (schema.additionalProperties === false) return false;
    else if (isObject(schema.additionalProperties) && !conforms(schema.additionalProperties, item)) return false;
  }
  return true;
}
