import { z } from 'zod';
import { numericId } from '../primitives';

export const Benefit = z.object({ id: numericId, nome: z.string() }).meta({ id: 'Benefit', description: 'Benefício de adesão (Op17).' });

/** The schema declares one object, the sample an array: read either, expose an array. */
export const BenefitList = z
  .union([z.array(Benefit), Benefit])
  .transform((v) => (Array.isArray(v) ? v : [v]));
