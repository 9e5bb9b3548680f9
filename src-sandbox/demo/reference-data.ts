/** World-wide data that belongs to no customer: adhesion products, policy modules, users and keys. */
import type { AdhesionProduct, DemoUser, DemoWorld, PolicyModuleRecord } from '../world';
import type { UniqueIds } from './ids';
import { personName } from './people';
import { ADHESION_BENEFITS, ADHESION_PRODUCTS, POLICY_MODULE_NAMES, POLICY_STIPULATORS } from './products';
import type { Rng } from './random';

export function buildAdhesionProducts(rng: Rng): AdhesionProduct[] {
  let partnership = 0;
  return ADHESION_PRODUCTS.map(({ idProduto, nome }) => {
    const partnerships: AdhesionProduct['partnerships'] = {};
    const count = rng.int(1, 3);
    for (let i = 0; i < count; i++) {
      const code = `PARC${String(++partnership).padStart(3, '0')}`;
      // A benefit keeps its id in every partnership that offers it.
      partnerships[code] = rng
        .sample(
          ADHESION_BENEFITS.map((name, index) => ({ id: index + 1, nome: name })),
          rng.int(2, 6),
        )
        .sort((a, b) => a.id - b.id);
    }
    return { idProduto, nome, partnerships };
  });
}

/**
 * Every module number resolves to its stipulator's whole structure, so any
 * module a payload shows can be queried in turn. Numbers start at 501.
 */
export function buildPolicyModules(rng: Rng): Record<string, PolicyModuleRecord> {
  const byModule: Record<string, PolicyModuleRecord> = {};
  let moduleNumber = 501;
  for (const stipulator of POLICY_STIPULATORS) {
    const numbers: number[] = [];
    const payload: PolicyModuleRecord = {
      estipulante: {
        nome: stipulator.nome,
        grupoApolice: Number(`93${rng.digits(8)}`),
        subestipulante: stipulator.sub.map((nome, i) => ({
          numero: i + 1,
          nome,
          modulo: rng.sample(POLICY_MODULE_NAMES, rng.int(1, 3)).map((moduleName) => {
            numbers.push(moduleNumber);
            // The spec's sample names the rate `valorTaxa` (the schema says `taxa`); the sample's name is emitted.
            return { numero: moduleNumber++, nome: moduleName, valorTaxa: Math.round(rng.real(0.02, 0.9) * 1e4) / 1e4 };
          }),
        })),
      },
    };
    for (const n of numbers) byModule[String(n)] = payload;
  }
  return byModule;
}

const USERS: ReadonlyArray<Pick<DemoUser, 'username' | 'password' | 'profile'> & { sexo: 'M' | 'F' }> = [
  { username: 'atendente', password: 'Balcao@2026', profile: 'atendente', sexo: 'F' },
  { username: 'consulta', password: 'Consulta@2026', profile: 'consulta', sexo: 'M' },
  { username: 'supervisor', password: 'Supervisor@2026', profile: 'atendente', sexo: 'F' },
  // Authenticates, but lacks privilege: 403 wherever an operation lists it (decision D16).
  { username: 'bloqueado', password: 'Bloqueado@2026', profile: 'bloqueado', sexo: 'M' },
];

export function buildUsers(rng: Rng, ids: UniqueIds): DemoUser[] {
  return USERS.map(({ sexo, ...user }) => ({
    ...user,
    name: personName(rng, sexo).nome,
    birthday: `${rng.date('1975-01-01', '2000-12-31')}T00:00:00`,
    cpf: ids.cpf(rng),
  }));
}

export const SUBSCRIPTION_KEYS: DemoWorld['subscriptionKeys'] = [
  { key: 'sandbox-key-atendente-0001', label: 'Chave do atendente (sandbox)', profile: 'atendente', active: true },
  { key: 'sandbox-key-consulta-0002', label: 'Chave somente consulta (sandbox)', profile: 'consulta', active: true },
  { key: 'sandbox-key-inativa-0003', label: 'Chave inativa (sandbox)', profile: 'atendente', active: false },
];
