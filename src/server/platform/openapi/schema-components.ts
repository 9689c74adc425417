// The zod schemas an OpenAPI document uses, rendered once each: a schema named with
// `.meta({ id })` becomes #/components/schemas/<id> and every use refers to it. What a
// caller sends (the input side, before defaults) can differ from what the server answers
// (the output side); where it does, the input side is its own component, <id>Input.
import { z } from 'zod';

type Io = 'input' | 'output';
type JsonObject = Record<string, unknown>;

const LOCAL_REF = '#/$defs/';
export const COMPONENT_REF = '#/components/schemas/';

/** Every `$ref` the JSON value holds, in document order. */
function refsOf(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsOf(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.push(item);
      else refsOf(item, found);
    }
  }
  return found;
}

function rewriteRefs(value: unknown, rename: (id: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, rename));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) =>
      key === '$ref' && typeof item === 'string' && item.startsWith(LOCAL_REF)
        ? [key, `${COMPONENT_REF}${rename(item.slice(LOCAL_REF.length))}`]
        : [key, rewriteRefs(item, rename)],
    ),
  );
}

/**
 * Collects the schemas first (`use`), then names them (`render`): whether an input side
 * differs from its output side is known only once both were seen.
 */
export class SchemaComponents {
  /** Each named schema's rendering per side, its refs still local (#/$defs/<id>). */
  private readonly seen = new Map<string, Partial<Record<Io, string>>>();

  private convert(schema: z.ZodType, io: Io) {
    const {
      $schema: _dialect,
      $defs,
      ...root
    } = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
    }) as JsonObject & { $defs?: Record<string, unknown> };
    return { root, defs: $defs ?? {} };
  }

  /** Registers the schema's named parts; throws when two different schemas share an id. */
  use(schema: z.ZodType, io: Io): void {
    for (const [id, def] of Object.entries(this.convert(schema, io).defs)) {
      const rendering = JSON.stringify(def);
      const sides = this.seen.get(id) ?? {};
      const earlier = sides[io];
      if (earlier !== undefined && earlier !== rendering) {
        throw new Error(`Two different schemas are named "${id}" (.meta({ id })): rename one`);
      }
      sides[io] = rendering;
      this.seen.set(id, sides);
    }
  }

  /** The ids whose input side is not their output side, directly or through a part. */
  private inputOnly(): Set<string> {
    const differs = new Set<string>();
    for (const [id, sides] of this.seen) {
      if (sides.input !== undefined && sides.output !== undefined && sides.input !== sides.output)
        differs.add(id);
    }
    let grew = true;
    while (grew) {
      grew = false;
      for (const [id, sides] of this.seen) {
        if (differs.has(id) || sides.input === undefined || sides.output === undefined) continue;
        const parts = refsOf(JSON.parse(sides.input)).map((ref) => ref.slice(LOCAL_REF.length));
        if (parts.some((part) => differs.has(part))) {
          differs.add(id);
          grew = true;
        }
      }
    }
    return differs;
  }

  private nameOf(id: string, io: Io, inputOnly: Set<string>) {
    return io === 'input' && inputOnly.has(id) ? `${id}Input` : id;
  }

  /** The schema as the document writes it: its named parts by reference. */
  render(schema: z.ZodType, io: Io): JsonObject {
    const inputOnly = this.inputOnly();
    const { root } = this.convert(schema, io);
    return rewriteRefs(root, (id) => this.nameOf(id, io, inputOnly)) as JsonObject;
  }

  /** #/components/schemas: every named schema seen, under its name. */
  components(): Record<string, unknown> {
    const inputOnly = this.inputOnly();
    const schemas: Record<string, unknown> = {};
    for (const [id, sides] of this.seen) {
      for (const io of ['output', 'input'] as const) {
        const rendering = sides[io];
        if (rendering === undefined) continue;
        const name = this.nameOf(id, io, inputOnly);
        if (name in schemas) continue;
        schemas[name] = rewriteRefs(JSON.parse(rendering), (part) =>
          this.nameOf(part, io, inputOnly),
        );
      }
    }
    return schemas;
  }
}
