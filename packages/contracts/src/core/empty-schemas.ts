import { z } from 'zod';

/** The input of an endpoint that takes nothing, and the output of one that answers only ok. */
export const emptyInput = z.object({});
export const okOutput = z.null();
