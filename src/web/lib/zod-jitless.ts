// The app runs under a Content-Security-Policy without 'unsafe-eval' (issue 16). zod
// compiles object schemas with `new Function` when it may; its probe for that would
// raise a CSP violation report on the first parse. Imported first by both browser
// entries, so the probe never runs and zod parses without code generation.
import { config } from 'zod/v4/core';

config({ jitless: true });
