// The confirmation a password form asks for (a member's register and renewal forms, a staff member's
// own change): the new password typed twice, one rule and one pair of messages for every such form.
import { z } from 'zod';

const confirmation = z
  .string({ error: 'validation.password_confirm_required' })
  .min(1, { message: 'validation.password_confirm_required' });

/**
 * `schema` with a required `confirm_password` that must equal its `field`; a mismatch is named on the
 * confirmation. `early`: zod skips object refinements while any field is invalid, so a long form
 * checks the pair as soon as both are typed rather than once every other field is right.
 */
export function withPasswordConfirmation<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  field: keyof Shape & string,
  { early = false }: { early?: boolean } = {},
) {
  const pair = (value: unknown) => {
    const v = value as Record<string, unknown>;
    return { password: v[field], confirmation: v.confirm_password };
  };
  const bothTyped = (value: unknown) => {
    const { password, confirmation } = pair(value);
    return typeof password === 'string' && typeof confirmation === 'string' && confirmation !== '';
  };
  return schema
    .extend({ confirm_password: confirmation })
    .refine((value) => pair(value).password === pair(value).confirmation, {
      message: 'validation.password_mismatch',
      path: ['confirm_password'],
      ...(early && { when: ({ value }) => bothTyped(value) }),
    });
}
