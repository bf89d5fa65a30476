import type { Executor } from '../../../db/client';
import type { CatalogueReadModel } from './read-model';

interface Binding {
  model: CatalogueReadModel;
  /** False for a transaction: only a copy already built may serve it (`current`). */
  root: boolean;
}

const models = new WeakMap<object, Binding>();

type Transactional = { transaction: (callback: (tx: never) => unknown, config?: unknown) => Promise<unknown> };

/**
 * Makes `model` the read model of a database and of every transaction opened on it (repositories
 * receive either). Returns the function that unbinds it.
 */
export function bindReadModel(db: object, model: CatalogueReadModel): () => void {
  const target = db as Transactional;
  const original = target.transaction;
  const wrap = (owner: Transactional, begin: Transactional['transaction']): Transactional['transaction'] =>
    (callback, config) =>
      begin.call(owner, ((tx: Transactional) => {
        models.set(tx, { model, root: false });
        tx.transaction = wrap(tx, tx.transaction);
        return callback(tx as never);
      }) as never, config);
  models.set(db, { model, root: true });
  target.transaction = wrap(target, original);
  return () => {
    models.delete(db);
    target.transaction = original;
  };
}

/** The read model serving this database or transaction, if the app bound one. */
export function readModelOf(db: Executor): Binding | undefined {
  return models.get(db);
}
