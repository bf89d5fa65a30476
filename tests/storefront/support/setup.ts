import { configure } from '@testing-library/dom';

/**
 * The storefront suites' `findBy…` and `waitFor` wait up to 5 s, not Testing Library's 1 s: a first
 * render that loads a module and answers through msw took 2.9 s on a loaded machine and failed a
 * test whose page was right. A check that something does not appear uses `queryBy…`, never a wait.
 */
configure({ asyncUtilTimeout: 5_000 });
