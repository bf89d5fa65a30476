import { useEffect, useLayoutEffect } from 'react';

/** useLayoutEffect in the browser (runs before any child's useEffect), a no-op warning-free useEffect on the server. */
export const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
