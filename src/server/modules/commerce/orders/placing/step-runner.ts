/**
 * Named steps with their compensations, run in order (the pattern of Medusa's workflow steps).
 * A step's `invoke` does its work on a shared context; when a later step (or the boundary hook
 * after one) throws, the compensations of the steps already done run in reverse order and the
 * error goes on to the caller. Writes inside the caller's database transaction need no
 * compensation (the rollback undoes them); `compensate` is for what a rollback cannot reach.
 */

/** A step may end the run early with the run's result (later steps do not run). */
export interface StepEnd<Result> {
  done: Result;
}

export interface Step<Context, Name extends string, Result> {
  name: Name;
  /** Returns nothing to go on to the next step. */
  invoke(context: Context): Promise<StepEnd<Result> | void>;
  /** Undoes what `invoke` did outside the transaction; runs only when `invoke` completed. */
  compensate?(context: Context): Promise<void>;
}

export interface RunStepsOptions<Context, Name extends string, Result> {
  /** Called at each step boundary, after the step completed; throwing fails the run there. */
  after?: (name: Name) => void | Promise<void>;
  /** The result when every step ran without ending the run early. */
  finish: (context: Context) => Result;
  /** A compensation that throws is reported here; the others still run and the original error is rethrown. */
  onCompensationError?: (error: unknown, name: Name) => void;
}

export async function runSteps<Context, Name extends string, Result>(
  steps: readonly Step<Context, Name, Result>[],
  context: Context,
  { after, finish, onCompensationError }: RunStepsOptions<Context, Name, Result>,
): Promise<Result> {
  const done: Step<Context, Name, Result>[] = [];
  try {
    for (const step of steps) {
      const end = await step.invoke(context);
      if (end) return end.done;
      done.push(step);
      if (after) await after(step.name);
    }
  } catch (error) {
    for (const step of done.reverse()) {
      try {
        if (step.compensate) await step.compensate(context);
      } catch (compensationError) {
        onCompensationError?.(compensationError, step.name);
      }
    }
    throw error;
  }
  return finish(context);
}

/** A value an earlier step sets; its absence means the steps are out of order (a programming error). */
export function required<Value>(value: Value | undefined, setBy: string): Value {
  if (value === undefined) throw new Error(`The step "${setBy}" must run first`);
  return value;
}
