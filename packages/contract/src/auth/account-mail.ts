import { z } from 'zod';

export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

/** A link target inside the portal: a path, or an absolute URL on the portal's own origin. */
export const ZPortalLink = z.string().min(1).max(2000);
