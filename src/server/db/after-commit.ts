import type { Db, Tx } from './database.ts';

/** The callbacks of each open transaction, by the handle its callback received. */
const hooks = new WeakMap<object, (() => void)[]>();

/**
 * Runs `fn` once the transaction behind `tx` has committed, before the code that started it goes on
 * (so a member's next request sees what follows it); never if it rolls back. Called with the database
 * itself, or with a handle this module does not know, it runs `fn` at once: call it after the write,
 * which has then committed on its own. What caches clear after a write goes here (docs/decisions/119):
 * cleared before the commit, a cache could take the old rows again from a reader in between.
 */
export function afterCommit(tx: Db | Tx, fn: () => void): void {
  const list = hooks.get(tx);
  if (list) list.push(fn);
  else fn();
}

/** Makes `db.transaction` run the callbacks `afterCommit` collected, once its transaction has committed. */
export function withCommitHooks(db: Db): void {
  const begin = db.transaction.bind(db);
  const transaction: Db['transaction'] = async (fn, config) => {
    const list: (() => void)[] = [];
    const result = await begin((tx) => {
      hooks.set(tx, list);
      return fn(tx);
    }, config);
    for (const hook of list) {
      try {
        hook();
      } catch {
        // The transaction has committed: a callback's failure (a cache's) must not turn it into an error.
      }
    }
    return result;
  };
  db.transaction = transaction;
}
