import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operations } from '../../src-shared/contract';
import { isValidCpf } from '../../src-shared/cpf';
import { buildFixturesIndex } from '../../src-sandbox/demo/fixtures-index';
import { generateWorld } from '../../src-sandbox/demo/generate-world';
import { generateDetailedBalance, generateMovements } from '../../src-sandbox/demo/movements';
import type { PensionCertificate } from '../../src-sandbox/world';

const world = generateWorld();
const certificates = world.customers.flatMap((c) => c.pensionCertificates);
const normal = certificates.filter((c) => c.movementCount <= 400);

function certificateWithCount(count: number): PensionCertificate {
  const cert = certificates.find((c) => c.movementCount === count);
  if (!cert) throw new Error(`no certificate with ${count} movements`);
  return cert;
}

describe('demo world', () => {
  it('is deterministic for a seed and differs for another', () => {
    expect(generateWorld()).toEqual(world);
    expect(generateWorld(7).customers[0]?.cliente.cpf).not.toBe(world.customers[0]?.cliente.cpf);
  });

  // How fast the world is built is measured in bench/, not asserted here (a loaded machine breaks any bound).
  it('builds the same world twice from the same seed', () => {
    expect(JSON.stringify(generateWorld().customers.slice(0, 5))).toBe(
      JSON.stringify(generateWorld().customers.slice(0, 5)),
    );
  });

  it('has at least 30 customers with valid, unique CPFs', () => {
    expect(world.customers.length).toBeGreaterThanOrEqual(30);
    const cpfs = world.customers.map((c) => c.cliente.cpf);
    for (const cpf of cpfs) expect(isValidCpf(cpf), cpf).toBe(true);
    expect(new Set(cpfs).size).toBe(cpfs.length);
    expect(cpfs).not.toContain('52998224725');
    expect(cpfs.some((cpf) => cpf.startsWith('0'))).toBe(true);
    for (const user of world.users) expect(isValidCpf(user.cpf)).toBe(true);
  });

  it('parses every customer record with the Op8 schema and lists the lines held', () => {
    for (const customer of world.customers) {
      operations.op8.success.schema.parse({ cliente: customer.cliente });
      expect(customer.cliente.linhasNegocio.map((l) => l.nome)).toEqual(customer.lines);
      for (const line of customer.cliente.linhasNegocio)
        expect(line.sistemas.flatMap((s) => s.idsCliente).length).toBeGreaterThan(0);
    }
  });

  it('spreads the lines of business: most hold pension, each line a few, one only capitalization', () => {
    const holding = (line: string) => world.customers.filter((c) => (c.lines as string[]).includes(line)).length;
    expect(holding('PREVIDENCIA')).toBeGreaterThan(world.customers.length / 2);
    for (const line of ['VIDA', 'CAPITALIZACAO', 'FUNDO_PENSAO']) expect(holding(line)).toBeGreaterThanOrEqual(3);
    expect(world.customers.some((c) => c.lines.length === 1 && c.lines[0] === 'CAPITALIZACAO')).toBe(true);
    expect(world.customers.some((c) => !c.lines.includes('PREVIDENCIA'))).toBe(true);
  });

  it('gives pension certificates unique 12-digit numbers, mostly active, at least one cancelled', () => {
    const numbers = certificates.map((c) => c.numeroCertificado);
    for (const n of numbers) expect(n).toMatch(/^\d{12}$/);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(certificates.some((c) => c.status === 'CANCELADO')).toBe(true);
    expect(certificates.filter((c) => c.status === 'ATIVO').length).toBeGreaterThan(certificates.length / 2);
    for (const c of normal) expect(c.movementCount).toBeGreaterThanOrEqual(30);
  });

  it('has exactly one heavy certificate (on the first customer) and one with 1,000 movements', () => {
    const heavy = certificates.filter((c) => c.movementCount >= 100_000);
    expect(heavy).toHaveLength(1);
    expect(world.customers[0]?.pensionCertificates).toContain(heavy[0]);
    expect(certificates.filter((c) => c.movementCount === 1000)).toHaveLength(1);
  });

  it('parses the pension read models (Op13, Op15, Op16, Op19, Op21)', () => {
    let incomeProcesses = 0;
    for (const cert of certificates) {
      operations.op13.success.schema.parse(cert.collection);
      operations.op15.success.schema.parse(cert.incomeProcesses.map((p) => p.process));
      expect(cert.coverages.length).toBeGreaterThanOrEqual(1);
      expect(cert.coverages.length).toBeLessThanOrEqual(3);
      const fundCodes = cert.coverages.flatMap((c) => c.funds.map((f) => f.codigo));
      expect(new Set(fundCodes).size).toBe(fundCodes.length);
      for (const fund of cert.coverages.flatMap((c) => c.funds)) {
        expect(fund.cnpj).toMatch(/^\d{14}$/);
        operations.op16.success.schema.parse({
          apelidoFundo: fund.apelido,
          cnpjFundo: fund.cnpj,
          ...fund.rentabilidade,
        });
      }
      for (const { process, beneficiaries } of cert.incomeProcesses) {
        incomeProcesses++;
        expect(process.numeroCertificado).toBe(cert.numeroCertificado);
        expect(beneficiaries.length).toBeGreaterThanOrEqual(1);
        expect(beneficiaries.length).toBeLessThanOrEqual(4);
        operations.op19.success.schema.parse(beneficiaries);
        expect(beneficiaries.reduce((sum, b) => sum + b.percentualParticipacaoRenda, 0)).toBeCloseTo(100, 9);
      }
      const responsible = cert.financialResponsible;
      expect(responsible.nomePessoa).toHaveLength(60);
      expect(responsible.cpf).toHaveLength(14);
      expect(isValidCpf(responsible.cpf.trimEnd())).toBe(true);
      const parsed = operations.op21.success.schema.parse(responsible);
      expect(parsed.cpf).toBe(responsible.cpf.trimEnd());
    }
    expect(incomeProcesses).toBeGreaterThanOrEqual(5);
  });

  it('parses life assistances (Op10), policy modules (Op11) and company activities (Op20)', () => {
    const life = world.customers.flatMap((c) => c.lifeCertificates);
    expect(life.length).toBeGreaterThan(0);
    for (const cert of life) {
      expect(cert.numeroCertificado).toMatch(/^\d{1,15}$/);
      expect(cert.assistances.length).toBeGreaterThanOrEqual(1);
      expect(cert.assistances.length).toBeLessThanOrEqual(5);
      operations.op10.success.schema.parse(cert.assistances);
    }
    expect(Object.keys(world.policyModules).length).toBeGreaterThanOrEqual(3);
    for (const [key, payload] of Object.entries(world.policyModules)) {
      const parsed = operations.op11.success.schema.parse(payload);
      const modules = parsed.estipulante.subestipulante.flatMap((s) => s.modulo);
      expect(modules.map((m) => String(m.numero))).toContain(key);
      for (const m of modules) expect(m.taxa).toEqual(expect.any(Number));
    }
    expect(world.companyActivities.length).toBeGreaterThanOrEqual(40);
    operations.op20.success.schema.parse(world.companyActivities);
  });

  it('has capitalization titles, proposals and pension-fund plans with well-formed ids', () => {
    const titles = world.customers.flatMap((c) => c.capitalizationTitles);
    for (const t of titles) expect(t.numeroTitulo).toMatch(/^\d{1,12}$/);
    expect(titles.some((t) => t.status === 'CANCELADO')).toBe(true);
    const lifeProposals = world.customers.flatMap((c) => c.lifeProposals);
    expect(lifeProposals.length).toBeGreaterThan(0);
    for (const p of lifeProposals) {
      expect(p.idProposta).toMatch(/^PV2026\d{6}$/);
      expect(p.dataCriacao >= '2026-01-01' && p.dataCriacao < world.referenceDate).toBe(true);
      if (p.dataAssinatura !== null) expect(p.dataAssinatura >= p.dataCriacao).toBe(true);
    }
    expect(lifeProposals.filter((p) => p.dataAssinatura === null).length).toBeGreaterThan(lifeProposals.length / 2);
    for (const p of world.customers.flatMap((c) => c.pensionProposals)) expect(p.idProposta).toMatch(/^PP2026\d{6}$/);
    const plans = world.customers.flatMap((c) => c.pensionFundPlans);
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) {
      expect(plan.matricula).toMatch(/^[A-Za-z0-9._-]{1,20}$/);
      operations.op18.success.schema.parse(plan.billing);
    }
  });

  it('has portability requests in every status, and one customer with enough to paginate', () => {
    const requests = world.customers.flatMap((c) => c.portabilityRequests);
    expect(new Set(requests.map((r) => r.statusPortabilidade))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    expect(Math.max(...world.customers.map((c) => c.portabilityRequests.length))).toBeGreaterThanOrEqual(25);
    operations.op9.success.schema.parse(requests.map(({ statusPortabilidade: _, ...r }) => r));
    for (const r of requests) expect(r.dataSolicitacao).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-03:00$/);
    expect(new Set(requests.map((r) => r.numeroSolicitacao)).size).toBe(requests.length);
  });

  it('has adhesion products with partnerships and benefits, users and keys', () => {
    expect(world.adhesionProducts.length).toBeGreaterThanOrEqual(3);
    for (const product of world.adhesionProducts) {
      expect(product.idProduto).toMatch(/^\d+$/);
      const codes = Object.keys(product.partnerships);
      expect(codes.length).toBeGreaterThanOrEqual(1);
      expect(codes.length).toBeLessThanOrEqual(3);
      for (const benefits of Object.values(product.partnerships)) {
        expect(benefits.length).toBeGreaterThanOrEqual(2);
        expect(benefits.length).toBeLessThanOrEqual(6);
        operations.op17.success.schema.parse(benefits);
      }
    }
    expect(world.users.map((u) => [u.username, u.password, u.profile])).toEqual([
      ['atendente', 'Balcao@2026', 'atendente'],
      ['consulta', 'Consulta@2026', 'consulta'],
      ['supervisor', 'Supervisor@2026', 'atendente'],
      ['bloqueado', 'Bloqueado@2026', 'bloqueado'],
    ]);
    expect(world.subscriptionKeys.map((k) => [k.key, k.profile, k.active])).toEqual([
      ['sandbox-key-atendente-0001', 'atendente', true],
      ['sandbox-key-consulta-0002', 'consulta', true],
      ['sandbox-key-inativa-0003', 'atendente', false],
    ]);
    expect(world.companyCodes).toEqual([1, 2]);
  });
});

describe('financial movements', () => {
  it('are deterministic, sorted, unique and parse with the Op12 schema', () => {
    for (const cert of normal) {
      const movements = generateMovements(cert, world.referenceDate);
      expect(movements).toHaveLength(cert.movementCount);
      expect(generateMovements(cert, world.referenceDate)).toEqual(movements);
      operations.op12.success.schema.parse(movements);
      expect(new Set(movements.map((m) => m.indentificacaoMovimento)).size).toBe(movements.length);
      for (let i = 1; i < movements.length; i++)
        expect(movements[i - 1]!.dataMovimento <= movements[i]!.dataMovimento).toBe(true);
      expect(movements[0]!.dataMovimento.slice(0, 10) >= cert.dataInicio).toBe(true);
      expect(movements.at(-1)!.dataMovimento.slice(0, 10) <= world.referenceDate).toBe(true);
      for (const m of movements) {
        const coverage = cert.coverages.find((c) => c.codigo === m.tipoCobertura);
        expect(coverage?.funds.map((f) => f.codigo)).toContain(m.codigoFundo);
        if (m.tipoMovimento === 'RESGATE') expect(m.valorMovimento).toBeLessThan(0);
        expect(Math.sign(m.quantidadeCotasMovimento)).toBe(Math.sign(m.valorMovimento));
        expect(m.saldoMovimentoCota).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('carry descriptions that test CSV formula guarding and quoting', () => {
    const descriptions = generateMovements(certificateWithCount(1000), world.referenceDate).map(
      (m) => m.descricaoMovimento,
    );
    for (const prefix of ['=', '+', '@', '-'])
      expect(
        descriptions.some((d) => d.startsWith(prefix)),
        prefix,
      ).toBe(true);
    expect(descriptions.some((d) => d.includes(';') && /[ÇÃÊÍ]/.test(d))).toBe(true);
  });

  it('mixes movement kinds, statuses and nullable fields', () => {
    const movements = normal.flatMap((c) => generateMovements(c, world.referenceDate));
    const kinds = new Set(movements.map((m) => m.tipoMovimento));
    for (const kind of ['CONTRIBUICAO', 'APORTE', 'RESGATE', 'TRANSFERENCIA', 'RENTABILIDADE'])
      expect(kinds).toContain(kind);
    expect(movements.some((m) => m.statusMovimento === 'PENDENTE')).toBe(true);
    expect(movements.filter((m) => m.statusMovimento === 'PROCESSADO').length).toBeGreaterThan(movements.length * 0.9);
    for (const field of ['codigoTipoConta', 'descricaoNomeConta', 'tipoContribuicao', 'dataOriginal'] as const) {
      expect(
        movements.some((m) => m[field] === null),
        field,
      ).toBe(true);
      expect(
        movements.some((m) => m[field] !== null),
        field,
      ).toBe(true);
    }
  });

  // Its speed is measured side by side in bench/, not here: a timed assertion fails on a loaded machine.
  it('generates the heavy certificate (≥ 100,000 movements), every identification distinct', () => {
    const heavy = certificates.find((c) => c.movementCount >= 100_000)!;
    const movements = generateMovements(heavy, world.referenceDate);
    expect(movements.length).toBeGreaterThanOrEqual(100_000);
    expect(movements).toHaveLength(heavy.movementCount);
    expect(new Set(movements.map((m) => m.indentificacaoMovimento)).size).toBe(movements.length);
  });

  it('derive a detailed balance (Op14) per coverage and fund', () => {
    const cert = certificateWithCount(1000);
    const movements = generateMovements(cert, world.referenceDate);
    let total = 0;
    for (const coverage of cert.coverages) {
      for (const fund of coverage.funds) {
        const entries = generateDetailedBalance(cert, coverage, fund.codigo, movements);
        operations.op14.success.schema.parse(entries);
        const own = movements.filter((m) => m.tipoCobertura === coverage.codigo && m.codigoFundo === fund.codigo);
        expect(entries.map((e) => e.identificacaoMovimento)).toEqual(own.map((m) => m.indentificacaoMovimento));
        expect(entries.map((e) => e.saldoMovimentoCota)).toEqual(own.map((m) => m.saldoMovimentoCota));
        for (const e of entries) expect(e.valorConversaoCota).toBeGreaterThan(0);
        expect(generateDetailedBalance(cert, coverage.codigo, fund.codigo, movements)).toEqual(entries);
        total += entries.length;
      }
    }
    expect(total).toBe(movements.length);
  });
});

describe('fixtures index', () => {
  it('matches resources/sandbox/fixtures.json (run `npx tsx scripts/write-fixtures.ts` after changing the generator)', () => {
    const committed = JSON.parse(readFileSync(join(__dirname, '../../resources/sandbox/fixtures.json'), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(buildFixturesIndex(world))));
  });
});
