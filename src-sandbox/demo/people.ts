/** Realistic people: names in the Brazilian order (mother's surname, then father's). */
import { FEMALE_MIDDLE_NAMES, FEMALE_NAMES, MALE_MIDDLE_NAMES, MALE_NAMES, SURNAME_PARTICLES, SURNAMES } from './names';
import type { Rng } from './random';

export type Sex = 'M' | 'F';

export interface PersonName {
  nome: string;
  firstName: string;
  surnames: string[];
}

export function personName(rng: Rng, sexo: Sex, inheritedSurname?: string): PersonName {
  const firstName = rng.pick(sexo === 'M' ? MALE_NAMES : FEMALE_NAMES);
  const given = rng.chance(0.3)
    ? `${firstName} ${rng.pick(sexo === 'M' ? MALE_MIDDLE_NAMES : FEMALE_MIDDLE_NAMES)}`
    : firstName;
  const surnames = inheritedSurname
    ? [inheritedSurname, rng.pick(SURNAMES)]
    : rng.sample(SURNAMES, rng.chance(0.75) ? 2 : 1);
  if (surnames.length === 2 && surnames[0] === surnames[1]) surnames.pop();
  const particle = SURNAME_PARTICLES[surnames[0] as string];
  const first = particle && rng.chance(0.4) ? `${particle} ${surnames[0]}` : surnames[0];
  return { nome: [given, first, ...surnames.slice(1)].join(' '), firstName, surnames };
}

/** The mother carries the child's first surname as her last one. */
export function motherName(rng: Rng, child: PersonName): string {
  const first = rng.pick(FEMALE_NAMES);
  const middle = rng.chance(0.4) ? ` ${rng.pick(FEMALE_MIDDLE_NAMES)}` : '';
  const other = rng.pick(SURNAMES);
  const own = child.surnames[0] ?? rng.pick(SURNAMES);
  return other === own ? `${first}${middle} ${own}` : `${first}${middle} ${other} ${own}`;
}

/** `maria.souza42@example.com`: accents removed, reserved example domains only. */
export function emailFor(rng: Rng, name: PersonName, suffix: string): string {
  const ascii = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
  const last = name.surnames[name.surnames.length - 1] ?? 'cliente';
  return `${ascii(name.firstName)}.${ascii(last)}${suffix}@${rng.pick(['example.com', 'example.net', 'example.org'])}`;
}
