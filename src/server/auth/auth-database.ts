// better-auth writes through our connection, and runs sign-up and social sign-in in
// one transaction. Our hooks (the new user's profile) and mails (verification) must
// join that transaction: on PGlite, the single connection is held by it, so any other
// query would wait forever; on PostgreSQL, a separate connection would commit a
// profile or mail for a sign-up that then rolls back.
import { AsyncLocalStorage } from 'node:async_hooks';
import { CamelCasePlugin, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/types';

export type AuthDatabase = {
  /** For better-auth: no CamelCasePlugin (it maps snake_case names itself). */
  kysely: Kysely<unknown>;
  /** Our Kysely (camelCase) inside better-auth's current transaction, or the plain one. */
  current(): Kysely<DB>;
};

export function createAuthDatabase(db: Kysely<DB>): AuthDatabase {
  const storage = new AsyncLocalStorage<Transaction<unknown>>();
  // Work started inside a transaction can outlive it (a timer or a NOTIFY callback armed
  // there keeps the async context): a finished transaction must never be handed out,
  // or a later query would run on a connection that is no longer its own.
  const finished = new WeakSet<Transaction<unknown>>();
  const plain = db.withoutPlugins() as Kysely<unknown>;

  // better-auth's Kysely adapter opens transactions with db.transaction().execute(fn);
  // wrapping that one call lets us see the transaction while fn runs.
  const kysely = new Proxy(plain, {
    get(target, property) {
      if (property === 'transaction') {
        return () =>
          new Proxy(target.transaction(), {
            get(builder, key) {
              if (key === 'execute') {
                return <T>(callback: (trx: Transaction<unknown>) => Promise<T>) =>
                  builder.execute((trx) =>
                    storage.run(trx, async () => {
                      try {
                        return await callback(trx);
                      } finally {
                        finished.add(trx);
                      }
                    }),
                  );
              }
              const value = Reflect.get(builder, key, builder);
              return typeof value === 'function' ? value.bind(builder) : value;
            },
          });
      }
      // Kysely keeps its state in private fields, so methods must run on the target.
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

  return {
    kysely,
    current() {
      const trx = storage.getStore();
      return trx && !finished.has(trx)
        ? (trx.withPlugin(new CamelCasePlugin()) as unknown as Kysely<DB>)
        : db;
    },
  };
}
