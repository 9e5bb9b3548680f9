/**
 * `CodigoEmpresa` as each operation wants it (decision D12). The app stores
 * the code once per environment, as digits; the spec types and pads the
 * header differently per operation, so the format is chosen here per call.
 */
import type { CompanyCodeStyle } from '../../src-shared/contract';

const CONFIGURED_CODE = /^\d{1,10}$/;

/** The header value, undefined when the operation sends none, or an error message when the configured code cannot be used. */
export function formatCompanyCode(style: CompanyCodeStyle, configured: string): { value?: string; problem?: string } {
  if (style === 'none') return {};
  const code = configured.trim();
  if (!CONFIGURED_CODE.test(code)) return { problem: 'O código da empresa configurado deve ter de 1 a 10 dígitos.' };
  const integer = String(Number(code));
  switch (style) {
    case 'text':
      return { value: code };
    case 'integer':
      return { value: integer };
    case 'padded4':
    case 'integerPadded4':
      if (integer.length > 4) return { problem: 'Esta operação exige um código de empresa de até 4 dígitos.' };
      return { value: integer.padStart(4, '0') };
  }
}
