import { z } from 'zod';

/** Every reply: `{ success, message, data }` (spec §3). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), message: z.string(), data });

export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  data: z
    .object({
      code: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    })
    .nullable(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
