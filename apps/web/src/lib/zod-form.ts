import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** What a form says about one failed rule: the zod issue's code, and the values it was checked on. */
export type FormIssue<Values> = { field: keyof Values & string; code: string; values: Values };

/**
 * The contract's zod schema as the rules of a react-hook-form form, so a rule is written once
 * (the server validates with the same schema); `messageFor` writes each field's error in the
 * interface language, beside the field.
 */
export function zodFormResolver<Values extends FieldValues>(
  schema: z.ZodType<unknown, Values>,
  messageFor: (issue: FormIssue<Values>) => string,
): Resolver<Values> {
  // The values stay as typed: the schema's output (trimmed, defaults) is what the submit sends.
  const resolve = zodResolver(schema as never, undefined, {
    raw: true,
  }) as unknown as Resolver<Values>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const errors: FieldErrors<Values> = {};
    for (const [field, error] of Object.entries(result.errors)) {
      if (!error) continue;
      const code = typeof error.type === 'string' ? error.type : 'invalid';
      Object.assign(errors, {
        [field]: { type: code, message: messageFor({ field, code, values }) },
      });
    }
    return Object.keys(errors).length ? { values: {}, errors } : result;
  };
}
