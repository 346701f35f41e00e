import { useState } from 'react';

/**
 * State that starts from `source` and starts over whenever `source` changes (Object.is), keeping
 * the user's edits in between. Resetting it in an effect instead loses what the user typed or
 * clicked before the mount's effects ran (a busy phone): the effect's reset lands after the edit.
 * This is React's "adjust state while rendering" pattern, in one place.
 */
export function useStateFromProp<S, T>(source: S, initial: (source: S) => T) {
  const [state, setState] = useState(() => initial(source));
  const [seen, setSeen] = useState(source);
  if (!Object.is(seen, source)) {
    setSeen(source);
    setState(initial(source));
  }
  return [state, setState] as const;
}
