/**
 * Renderer. A write form parses the employee's words with the contract's schema once per state of the form: its
 * validation (the errors under the fields) and its review step (the body shown and sent) share that parse, and the
 * main process's IPC boundary is the only other one on the way out (D171). Mantine hands `validate` the very values
 * object `getValues()` returns and replaces it on every change, so that object is the key.
 */
import type { z } from 'zod';

export interface FormParse<Values extends object, Body> {
  (values: Values): z.ZodSafeParseResult<Body>;
  /** The body of values the form's validation accepted (the review step, after `form.validate()`); throws, as `parse` does, otherwise. */
  body(values: Values): Body;
}

export function formParse<Values extends object, Body>(
  parse: (values: Values) => z.ZodSafeParseResult<Body>,
): FormParse<Values, Body> {
  const results = new WeakMap<Values, z.ZodSafeParseResult<Body>>();
  const once = (values: Values): z.ZodSafeParseResult<Body> => {
    let result = results.get(values);
    if (!result) {
      result = parse(values);
      results.set(values, result);
    }
    return result;
  };
  return Object.assign(once, {
    body(values: Values): Body {
      const result = once(values);
      if (!result.success) throw result.error;
      return result.data;
    },
  });
}
