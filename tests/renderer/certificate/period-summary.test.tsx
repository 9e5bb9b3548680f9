// @vitest-environment happy-dom
/**
 * The period summary as the screens show it (PeriodSummary.tsx): over generated movements, every fund's figures
 * read back from the screen reconcile (opening + settled movements = closing, in quotas; and in R$ with the change
 * of the quota's value), the certificate's total is the funds' sum, a figure that could not be established is
 * "não apurado" with its reason, and the block opens from the keyboard, in both languages.
 */
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { movementsSummary } from '../../../src-main/export/statement-summary';
import { PeriodSummary } from '../../../src-renderer/screens/certificate/PeriodSummary';
import { useAppStore } from '../../../src-renderer/state/store';
import { periodSummaryView } from '../../../src-shared/statements/period-summary-view';
import { stubMatchMedia } from '../../support/match-media';

beforeAll(stubMatchMedia);
afterEach(() => {
  cleanup();
  useAppStore.setState({ language: 'pt-BR' });
});

const TYPES = ['CONTRIBUICAO', 'APORTE', 'RESGATE', 'TRANSFERENCIA', 'PORTABILIDADE', 'RENTABILIDADE', 'TAXA'];
const STATUSES = ['PROCESSADO', 'PROCESSADO', 'PROCESSADO', 'PENDENTE', 'CANCELADO'];

/** A fund's movements, one a day, each quota balance the previous one plus its own quotas (settled ones only). */
const fundMovements = (fund: string) =>
  fc
    .array(
      fc.record({
        tipo: fc.constantFrom(...TYPES),
        status: fc.constantFrom(...STATUSES),
        quotas: fc.integer({ min: -5_000_000_000, max: 5_000_000_000 }),
        quotaValue: fc.integer({ min: 100_000_000, max: 900_000_000 }),
      }),
      { minLength: 1, maxLength: 25 },
    )
    .map((rows) => {
      let balance = 0;
      return rows.map((r, i) => {
        const quotas = r.quotas / 1e8;
        const settled = r.status === 'PROCESSADO';
        if (settled) balance = Math.round((balance + quotas) * 1e8) / 1e8;
        const day = `2025-${String(1 + Math.floor(i / 28)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
        return {
          tipoCobertura: '1',
          codigoFundo: fund,
          dataMovimento: `${day}T10:00:00`,
          tipoMovimento: r.tipo,
          statusMovimento: r.status,
          quantidadeCotasMovimento: quotas,
          valorMovimento: Math.round(quotas * (r.quotaValue / 1e8) * 100) / 100,
          saldoMovimentoCota: settled ? balance : balance,
          dataConversaoCota: `${day}T00:00:00`,
          valorConversaoCota: r.quotaValue / 1e8,
        };
      });
    });

function renderSummary(view: ReturnType<typeof periodSummaryView>) {
  return render(
    <MantineProvider>
      <PeriodSummary view={view} />
    </MantineProvider>,
  );
}

const units = (text: string | null | undefined, scale: number) =>
  text === null || text === undefined || text === '' ? null : Math.round(Number(text) * scale);

/** Each block's lines as read from the screen: value attributes of the R$ and quota cells, by line id. */
function blockFigures(block: HTMLElement) {
  const lines = [...block.querySelectorAll('tr[data-line]')].map((row) => ({
    id: row.getAttribute('data-line')!,
    cents: units(row.querySelector('[data-cell="reais"]')?.getAttribute('data-value'), 100),
    quotaUnits: units(row.querySelector('[data-cell="quotas"]')?.getAttribute('data-value'), 1e8),
  }));
  const get = (id: string) => lines.find((l) => l.id === id)!;
  const movements = lines.filter((l) => !['opening', 'closing', 'valuation'].includes(l.id));
  return { lines, get, movements };
}

async function openSummary() {
  await userEvent.setup().keyboard('{Tab}{Enter}');
}

describe('PeriodSummary', () => {
  it('reads back reconciled: opening + settled movements = closing, per fund and for the certificate', async () => {
    await fc.assert(
      fc.asyncProperty(fundMovements('A'), fundMovements('B'), async (a, b) => {
        // Quota values come with the movements here (Op14's conversions in the app).
        const valued = periodSummaryView(
          movementsSummary(
            [...a, ...b],
            {},
            new Map([
              ['1|A', a],
              ['1|B', b],
            ]),
          ),
          {},
        );
        renderSummary(valued);
        await openSummary();
        const funds = screen.getAllByTestId('period-fund');
        expect(funds).toHaveLength(2);
        let openingTotal = 0;
        let closingTotal = 0;
        for (const block of funds) {
          expect(block.getAttribute('data-reconciled')).toBe('true');
          const { get, movements } = blockFigures(block);
          const moved = movements.reduce((n, l) => n + l.quotaUnits!, 0);
          expect(get('opening').quotaUnits! + moved).toBe(get('closing').quotaUnits);
          const movedCents = movements.reduce((n, l) => n + l.cents!, 0);
          expect(get('opening').cents! + movedCents + get('valuation').cents!).toBe(get('closing').cents);
          openingTotal += get('opening').cents!;
          closingTotal += get('closing').cents!;
        }
        const total = blockFigures(screen.getByTestId('period-total'));
        expect(total.get('opening').cents).toBe(openingTotal);
        expect(total.get('closing').cents).toBe(closingTotal);
        cleanup();
      }),
      { numRuns: 15 },
    );
  });

  /** One fund's contribution with no quota value anywhere: its balance in R$ cannot be established. */
  const UNVALUED = [
    {
      tipoCobertura: '1',
      codigoFundo: 'A',
      dataMovimento: '2025-01-02T10:00:00',
      tipoMovimento: 'CONTRIBUICAO',
      statusMovimento: 'PROCESSADO',
      quantidadeCotasMovimento: 10,
      valorMovimento: 100,
      saldoMovimentoCota: 10,
    },
  ];

  it('says "não apurado" and why, never a number, when a balance cannot be valued', async () => {
    renderSummary(periodSummaryView(movementsSummary(UNVALUED, {}, new Map()), {}));
    expect(screen.getByTestId('period-verdict').textContent).toBe('não concilia');
    await openSummary();
    const block = screen.getByTestId('period-fund');
    const closing = within(block).getByText('Saldo final').closest('tr')!;
    expect(closing.querySelector('[data-cell="reais"]')?.textContent).toBe('não apurado');
    expect(within(block).getByTestId('verdict').textContent).toMatch(/sem valor da cota informado/);
  });

  it('shows a balance past 2^53 centavos to the centavo, in both languages', async () => {
    const quotas = 176565534.68719724;
    const rows = [{ ...UNVALUED[0]!, quantidadeCotasMovimento: quotas, saldoMovimentoCota: quotas }].map((row) => ({
      ...row,
      dataConversaoCota: '2025-01-02T00:00:00',
      valorConversaoCota: 999999999999997.8,
    }));
    const view = periodSummaryView(movementsSummary(rows, {}, new Map([['1|A', rows]])), {});
    // The exact product, rounded once; through a Number it read R$ 176.565.534.687.196.850.000.000,00. The screen
    // writes numbers the pt-BR way in either language (D572).
    const written = 'R$\u00a0176.565.534.687.196.851.555.823,69';
    for (const language of ['pt-BR', 'en'] as const) {
      useAppStore.setState({ language });
      renderSummary(view);
      await openSummary();
      const closing = screen.getByTestId('period-fund').querySelector('tr[data-line="closing"] [data-cell="reais"]')!;
      expect(closing.textContent).toBe(written);
      expect(closing.getAttribute('data-value')).toBe('176565534687196851555823.69');
      cleanup();
    }
  });

  it('says why in English too, never in Portuguese', async () => {
    useAppStore.setState({ language: 'en' });
    renderSummary(periodSummaryView(movementsSummary(UNVALUED, {}, new Map()), {}));
    await openSummary();
    const verdict = within(screen.getByTestId('period-fund')).getByTestId('verdict').textContent;
    expect(verdict).toMatch(/no quota value given up to the end of the period/);
    expect(verdict).not.toMatch(/sem valor|saldo|cota informad/);
  });

  it('speaks English', async () => {
    useAppStore.setState({ language: 'en' });
    const rows = fc.sample(fundMovements('A'), 1)[0]!;
    renderSummary(
      periodSummaryView(movementsSummary(rows, { from: '2025-01-05' }, new Map([['1|A', rows]])), {
        from: '2025-01-05',
      }),
    );
    expect(screen.getByRole('button', { name: /Period summary: since 05\/01\/2025/ })).toBeTruthy();
    await openSummary();
    expect(screen.getAllByText('Opening balance', { exact: false }).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Saldo inicial/)).toBeNull();
  });
});
