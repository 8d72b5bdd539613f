import { z } from 'zod';

/** `GET /api/console/me`: the signed-in admin, and how long the console stays open without use. */
export const ConsoleMeSchema = z.object({
  id: z.string(),
  email: z.string(),
  nickName: z.string().nullable(),
  idleMinutes: z.number().int(),
});
export type ConsoleMe = z.infer<typeof ConsoleMeSchema>;
