/**
 * A small typed in-process event hub: a module announces what happened ("payment settled") and
 * the modules that care subscribe, so the announcer imports none of them (no import cycle between
 * them). `emit` awaits every handler in turn, in the caller's call stack: when the
 * payload carries the caller's transaction, the handlers' writes commit or roll back with it, and
 * a handler that throws makes `emit` throw (the caller's transaction rolls back). Nothing is
 * queued or retried: this is a function call with the dependency turned around, not a broker.
 */

export type DomainEventHandler<Payload> = (payload: Payload) => Promise<void>;

export interface DomainEvents<Events extends object> {
  /**
   * Subscribes `handler` to `name`. Subscribing the same function again changes nothing, so a
   * module plugin that subscribes may be registered by every app a process builds (tests build
   * many). Returns the unsubscribe function.
   */
  on<Name extends keyof Events>(name: Name, handler: DomainEventHandler<Events[Name]>): () => void;
  /**
   * Runs the handlers of `name` one after another, in subscription order. Throws when nothing is
   * subscribed: every event of a hub is somebody's job, and an event nobody handles is a module
   * that was never wired up, which must fail loudly rather than drop the change.
   */
  emit<Name extends keyof Events>(name: Name, payload: Events[Name]): Promise<void>;
}

export function createDomainEvents<Events extends object>(hubName: string): DomainEvents<Events> {
  const handlers = new Map<keyof Events, Set<DomainEventHandler<never>>>();
  return {
    on(name, handler) {
      const set = handlers.get(name) ?? new Set();
      set.add(handler);
      handlers.set(name, set);
      return () => {
        set.delete(handler);
      };
    },
    async emit(name, payload) {
      const subscribed = [...(handlers.get(name) ?? [])] as DomainEventHandler<typeof payload>[];
      if (subscribed.length === 0) throw new Error(`Nothing handles the ${hubName} event ${String(name)}`);
      for (const handler of subscribed) await handler(payload);
    },
  };
}
