import { configure } from '@testing-library/react';

/*
 * Pages and dialogs load their code lazily, as in the browser. On a busy two-core CI machine that
 * import can take longer than testing-library's default second, so `findBy…`/`waitFor` wait up to
 * five: long enough not to flake, and still a failure when something really never appears.
 */
configure({ asyncUtilTimeout: 5000 });
