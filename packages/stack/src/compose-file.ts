// Reads a compose file as `docker compose config` does, without Docker: YAML with its merge keys
// (`<<: *anchor`), every `${VARIABLE}` interpolated from the given environment, then checked
// against the Compose Specification's JSON schema (compose-spec/, committed with its licence).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ErrorObject } from 'ajv';
import draft07 from 'ajv/dist/refs/json-schema-draft-07.json' with { type: 'json' };
import { CORE_SCHEMA, load, mergeTag } from 'js-yaml';

export interface ComposeService {
  image?: string;
  build?: unknown;
  restart?: string;
  profiles?: string[];
  healthcheck?: { test?: string | string[]; interval?: string; [key: string]: unknown };
  depends_on?: string[] | Record<string, { condition?: string; [key: string]: unknown }>;
  volumes?: (string | { type?: string; source?: string })[];
  networks?: string[] | Record<string, unknown>;
  environment?: string[] | Record<string, string | number | boolean | null>;
  [key: string]: unknown;
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  networks?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface LoadedCompose {
  /** The file as compose reads it, when it follows the specification. */
  config: ComposeFile;
  /** Where it breaks the specification: one line per error, none when it follows it. */
  errors: string[];
  /** Every variable the file reads, in the order first read. */
  variables: string[];
}

const schemaFile = join(import.meta.dirname, '..', 'compose-spec', 'compose-spec.json');

let validator: ReturnType<Ajv['compile']> | undefined;
function validate(config: unknown): ErrorObject[] {
  if (!validator) {
    const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as { $schema: string };
    // The schema is draft-07 written in the schema's own spelling of that draft's address, and
    // uses union types throughout ("string or number"), which Ajv's strict mode would refuse.
    const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, strictTypes: false });
    ajv.addMetaSchema({ ...draft07, $id: schema.$schema });
    validator = ajv.compile(schema);
  }
  return validator(config) ? [] : (validator.errors ?? []);
}

/**
 * Compose's interpolation: `${NAME}`, `$NAME`, `${NAME:-default}` (unset or empty),
 * `${NAME-default}` (unset), `${NAME:?message}` / `${NAME?message}` (required), `${NAME:+other}`
 * / `${NAME+other}` (when set), and `$$` for a dollar sign.
 */
export function interpolate(
  text: string,
  env: Record<string, string | undefined>,
  read: (name: string) => void = () => undefined,
): string {
  return text.replace(
    /\$(?:(\$)|\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])((?:[^{}]|\{[^{}]*\})*))?\}|([A-Za-z_][A-Za-z0-9_]*))/g,
    (
      _match,
      dollar?: string,
      braced?: string,
      operator?: string,
      given?: string,
      bare?: string,
    ) => {
      if (dollar) return '$';
      const word = given ?? '';
      const name = (braced ?? bare)!;
      read(name);
      const value = env[name];
      const set = operator?.startsWith(':') ? Boolean(value) : value !== undefined;
      switch (operator?.replace(':', '')) {
        case '-':
          return set ? value! : interpolate(word, env, read);
        case '?':
          if (!set) throw new Error(`${name}: ${word || 'required variable is missing a value'}`);
          return value!;
        case '+':
          return set ? interpolate(word, env, read) : '';
        default:
          return value ?? '';
      }
    },
  );
}

/** Every string value interpolated; keys are left as written, as compose does. */
function interpolateValues(value: unknown, interpolateText: (text: string) => string): unknown {
  if (typeof value === 'string') return interpolateText(value);
  if (Array.isArray(value)) return value.map((item) => interpolateValues(item, interpolateText));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, interpolateValues(item, interpolateText)]),
    );
  }
  return value;
}

/** Parses, interpolates and checks compose `text` with the variables of `env`. */
export function readCompose(text: string, env: Record<string, string | undefined>): LoadedCompose {
  const variables = new Set<string>();
  const parsed = load(text, { schema: CORE_SCHEMA.withTags(mergeTag) });
  const config = interpolateValues(parsed, (value) =>
    interpolate(value, env, (name) => variables.add(name)),
  );
  const errors = validate(config).map(
    (error) => `${error.instancePath || '/'} ${error.message ?? 'is not valid'}`,
  );
  return { config: config as ComposeFile, errors, variables: [...variables] };
}
