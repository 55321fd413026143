// The server's refusal of a form, field by field: its envelope names the fields it refused (the
// contract's rule, the same as the form's), and each text goes under its own field of the form.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/** Sets, for each of the form's fields the server refused, its text as the field's error. */
export function showServerFieldErrors<Form extends FieldValues>(
  error: unknown,
  fields: readonly Path<Form>[],
  setError: UseFormSetError<Form>,
): void {
  if (!(error instanceof ApiError)) return;
  for (const field of fields) {
    const text = error.fields[field];
    if (text) setError(field, { type: 'server', message: text });
  }
}
