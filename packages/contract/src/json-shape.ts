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

function hasType(type: string): (value: unknown) => boolean {
  switch (type) {
    case 'object':
      return isObject;
    case 'array':
      return Array.isArray;
    case 'string':
      return (value) => typeof value === 'string';
    case 'number':
      return (value) => typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isInteger;
    case 'boolean':
      return (value) => typeof value === 'boolean';
    case 'null':
      return (value) => value === null;
    default:
      throw new RangeError(`unsupported JSON Schema type ${type}`);
  }
}

type Check = (value: unknown) => boolean;
const checkers = new WeakMap<JsonSchema, Check>();

/**
 * Whether `value` conforms to `schema`. Throws RangeError for a keyword this checker does not implement. The schema
 * is compiled once into a tree of checks (cached per schema object): the browser reads every real-time publication
 * through it, 50 a second under an odds storm, and reading the schema's keywords per value cost ~1.5 % of the live
 * page's CPU (issue 22 profile).
 */
export function conforms(schema: JsonSchema, value: unknown): boolean {
  return checkerOf(schema)(value);
}

function checkerOf(schema: JsonSchema): Check {
  let check = checkers.get(schema);
  if (!check) {
    check = compile(schema);
    checkers.set(schema, check);
  }
  return check;
}

function compile(schema: JsonSchema): Check {
  for (const key of Object.keys(schema)) if (!KNOWN.has(key)) throw new RangeError(`unsupported keyword ${key}`);
  const checks: Check[] = [];
  const { type } = schema;
  if (type !== undefined) {
    const types = (typeof type === 'string' ? [type] : type).map(hasType);
    checks.push(types.length === 1 ? (types[0] as Check) : (value) => types.some((t) => t(value)));
  }
  if ('const' in schema) {
    const expected = schema.const;
    checks.push((value) => value === expected);
  }
  const { enum: members } = schema;
  if (members) checks.push((value) => members.includes(value));
  if (schema.anyOf) {
    const branches = schema.anyOf.map(checkerOf);
    checks.push((value) => branches.some((branch) => branch(value)));
  }
  if (schema.oneOf) checks.push(oneOf(schema.oneOf));
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema;
  if (
    minimum !== undefined ||
    maximum !== undefined ||
    exclusiveMinimum !== undefined ||
    exclusiveMaximum !== undefined
  )
    checks.push(
      (value) =>
        typeof value !== 'number' ||
        !(
          (minimum !== undefined && value < minimum) ||
          (maximum !== undefined && value > maximum) ||
          (exclusiveMinimum !== undefined && value <= exclusiveMinimum) ||
          (exclusiveMaximum !== undefined && value >= exclusiveMaximum)
        ),
    );
  const { minLength, maxLength } = schema;
  const pattern = schema.pattern === undefined ? null : patternOf(schema.pattern);
  if (minLength !== undefined || maxLength !== undefined || pattern)
    checks.push(
      (value) =>
        typeof value !== 'string' ||
        !(
          (minLength !== undefined && value.length < minLength) ||
          (maxLength !== undefined && value.length > maxLength) ||
          (pattern !== null && !pattern.test(value))
        ),
    );
  const { minItems, maxItems } = schema;
  const items = schema.items ? checkerOf(schema.items) : null;
  if (minItems !== undefined || maxItems !== undefined || items)
    checks.push(
      (value) =>
        !Array.isArray(value) ||
        !(
          (minItems !== undefined && value.length < minItems) ||
          (maxItems !== undefined && value.length > maxItems) ||
          (items !== null && !value.every(items))
        ),
    );
  if (schema.properties || schema.required || schema.propertyNames || schema.additionalProperties !== undefined)
    checks.push(objectCheck(schema));
  if (checks.length === 1) return checks[0] as Check;
  return (value) => {
    for (const check of checks) if (!check(value)) return false;
    return true;
  };
}

/**
 * `oneOf`: exactly one branch conforms. When every branch is an object that requires the same key with a distinct
 * `const` (a tagged union, as the real-time events are by `type`), only the branch with the value's tag can conform,
 * so only that one is checked: the same verdict as checking them all.
 */
function oneOf(branches: readonly JsonSchema[]): Check {
  const checks = branches.map(checkerOf);
  const tag = tagOf(branches);
  if (tag) {
    const byTag = new Map(branches.map((branch, i) => [branch.properties?.[tag]?.const, checks[i] as Check]));
    return (value) => {
      if (!isObject(value)) return false;
      return byTag.get(value[tag])?.(value) ?? false;
    };
  }
  return (value) => {
    let matches = 0;
    for (const check of checks) if (check(value) && ++matches > 1) return false;
    return matches === 1;
  };
}

/** The key that tags every branch (an object type, required, with a `const` distinct across branches), if any. */
function tagOf(branches: readonly JsonSchema[]): string | null {
  const first = branches[0];
  if (!first?.properties) return null;
  for (const key of Object.keys(first.properties)) {
    const tags = new Set<unknown>();
    const tagged = branches.every((branch) => {
      const property = branch.properties?.[key];
      if (branch.type !== 'object' || !branch.required?.includes(key) || !property || !('const' in property))
        return false;
      if (tags.has(property.const)) return false;
      tags.add(property.const);
      return true;
    });
    if (tagged) return key;
  }
  return null;
}

function objectCheck(schema: JsonSchema): Check {
  const properties = new Map(Object.entries(schema.properties ?? {}).map(([key, s]) => [key, checkerOf(s)]));
  const required = schema.required ?? [];
  const names = schema.propertyNames ? checkerOf(schema.propertyNames) : null;
  const { additionalProperties } = schema;
  const closed = additionalProperties === false;
  const additional = isObject(additionalProperties) ? checkerOf(additionalProperties as JsonSchema) : null;
  return (value) => {
    if (!isObject(value)) return true;
    for (const key of required) if (value[key] === undefined) return false;
    for (const key of Object.keys(value)) {
      if (names && !names(key)) return false;
      const item = value[key];
      const own = properties.get(key);
      if (own) {
        if (item !== undefined && !own(item)) return false;
      } else if (closed) return false;
      else if (additional && !additional(item)) return false;
    }
    return true;
  };
}
