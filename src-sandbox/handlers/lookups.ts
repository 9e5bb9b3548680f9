/** Look-ups that answer 404 in the service's words when something is missing. */
import { notFound } from '../http-errors';
import type { Catalog } from '../catalog';
import type { DemoCustomer, PensionCertificate } from '../world';

export function requireCustomer(catalog: Catalog, cpf: string): DemoCustomer {
  const customer = catalog.customer(cpf);
  if (!customer) throw notFound('Cliente');
  return customer;
}

export function requirePensionCertificate(
  catalog: Catalog,
  cpf: string,
  certificate: string,
): { customer: DemoCustomer; certificate: PensionCertificate } {
  const customer = requireCustomer(catalog, cpf);
  const found = catalog.pensionCertificate(customer, certificate);
  if (!found) throw notFound(`Certificado ${certificate} do cliente`);
  return { customer, certificate: found };
}

export function requireFund(certificate: PensionCertificate, coverageCode: string, fundCode: string) {
  const coverage = certificate.coverages.find((c) => c.codigo === coverageCode);
  if (!coverage) throw notFound(`Cobertura ${coverageCode} no certificado`);
  const fund = coverage.funds.find((f) => f.codigo === fundCode);
  if (!fund) throw notFound(`Fundo ${fundCode} na cobertura ${coverageCode}`);
  return { coverage, fund };
}

/** Keeps only the named fields (Op10 `_attributes`, Op18 `_atributos`). */
export function pickFields<T extends object>(record: T, list: string | undefined): Partial<T> {
  if (!list) return record;
  const names = new Set(list.split(',').map((n) => n.trim()));
  return Object.fromEntries(Object.entries(record).filter(([k]) => names.has(k))) as Partial<T>;
}
