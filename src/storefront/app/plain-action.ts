/**
 * An action creator without Redux Toolkit, for the few actions the shell's own store handles
 * (shell-store.ts, docs/page-speed.md "Redux Toolkit on demand"). It has what RTK's builder and
 * matchers read (`type`, `match`), so the RTK slices handle these actions as they would their own.
 */
export interface PlainAction<P, T extends string> {
  type: T;
  payload: P;
  // Redux's UnknownAction, which dispatch takes, has an index signature.
  [extra: string]: unknown;
}

export interface PlainActionCreator<P, T extends string> {
  (payload: P): PlainAction<P, T>;
  type: T;
  match(action: { type: string }): action is PlainAction<P, T>;
}

export function plainAction<P, T extends string = string>(type: T): PlainActionCreator<P, T> {
  const create = (payload: P): PlainAction<P, T> => ({ type, payload });
  return Object.assign(create, {
    type,
    match: (action: { type: string }): action is PlainAction<P, T> => action.type === type,
    toString: () => type,
  });
}
