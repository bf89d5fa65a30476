import { useState } from 'react';

export type FieldProblems<F extends string> = Partial<Record<F, string>>;

/**
 * The errors a form shows beside its fields. `problemsNow` is what is wrong with the values as
 * they are on this render; a field's error is shown once a submit found it wrong, and only while
 * it still is: the error clears as soon as the shopper makes the value right (no stale message
 * waiting for the next submit), and comes back only if it goes wrong again.
 *
 *   const { errors, validate } = useFieldErrors(problemsOf(values));
 *   function submit() { if (!validate()) return; … }
 */
export function useFieldErrors<F extends string>(problemsNow: FieldProblems<F>) {
  const [flagged, setFlagged] = useState<ReadonlySet<F>>(() => new Set());
  const errors: FieldProblems<F> = {};
  for (const field of flagged) {
    const problem = problemsNow[field];
    if (problem) errors[field] = problem;
  }
  /** Flags every field that is wrong now; true when none is. */
  const validate = (): boolean => {
    const wrong = (Object.keys(problemsNow) as F[]).filter((field) => Boolean(problemsNow[field]));
    setFlagged(new Set(wrong));
    return wrong.length === 0;
  };
  return { errors, validate };
}

/**
 * The flagged problems that are still problems now, each with its current wording: for forms that
 * keep the problems found at submit themselves (several groups of fields).
 */
export function stillWrong<F extends string, V>(flagged: Partial<Record<F, V>>, now: Partial<Record<F, V>>): Partial<Record<F, V>> {
  const shown: Partial<Record<F, V>> = {};
  for (const field of Object.keys(flagged) as F[]) {
    if (flagged[field] && now[field]) shown[field] = now[field];
  }
  return shown;
}
