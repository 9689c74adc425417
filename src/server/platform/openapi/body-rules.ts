// What the CSRF check (src/server/http/same-origin-writes.ts) accepts for each operation's
// body, read from the operations the features declare.
import type { BodyRule } from '../../http/same-origin-writes';
import type { OperationSpec } from './operation-spec';

/** Methods whose operations carry a body, so each must say which (or none). */
export const BODY_METHODS = ['POST', 'PUT', 'PATCH'];

export function bodyRulesFrom(
  operations: Readonly<Record<string, Partial<OperationSpec>>>,
): (operation: string) => BodyRule | undefined {
  return (operation) => {
    const body = operations[operation]?.body;
    if (!body) return undefined;
    return body.kind === 'json' ? { kind: 'json', alsoTextPlain: body.textPlain === true } : body;
  };
}
