import { z } from 'zod';

export const Benefit = z.object({ id: z.number().int(), nome: z.string() }).meta({ id: 'Benefit', description: 'Benefício de adesão (Op17).' });

/** The schema declares one object, the sample an array: read either, expose an array. */
export const BenefitList = z
  .union([z.array(Benefit), Benefit])
  .transform((v) => (Array.isArray(v) ? v : [v]));
