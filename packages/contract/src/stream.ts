// POST /public/stream/get_stream_by_chanel_code (spec §3 Stream request/response).
import { z } from 'zod';

export const streamRequest = z.object({
  /** the member's username */
  identify: z.string().max(64).optional().default(''),
  /** the match's streaming_url (the channel code) */
  chanel_code: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(500),
  agent_brand: z.string().max(64).optional(),
});
export type StreamRequest = z.infer<typeof streamRequest>;

/** spec §3: the player reads data.data[0].stream_url (an HLS playlist) and token. */
export const streamResponse = z.object({
  data: z.array(z.object({ stream_url: z.string(), token: z.string() })),
});
export type StreamResponse = z.infer<typeof streamResponse>;
