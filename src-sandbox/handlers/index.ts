/** Every operation of the contract mapped to its handler: the compiler checks every one is here. */
import type { OperationId } from '../../src-shared/contract';
import { listAdhesionBenefits } from './adhesion';
import { login } from './auth';
import { changeTitlePaymentData, listCompanyActivities } from './capitalization';
import { createClaimNotice } from './claims';
import type { Handler } from './context';
import { getCustomer } from './customers';
import { getPolicyModule, listLifeAssistances, setProposalSignatureDate } from './life';
import {
  getAccumulatedProfitability,
  getCollectionChannels,
  getDetailedBalance,
  getFinancialResponsible,
  listFinancialMovements,
  listIncomeBeneficiaries,
  listIncomeProcesses,
  listInternalPortability,
  requestContribution,
} from './pension';
import { getSelfSponsoredBilling } from './pension-fund';
import { communicateLifeSignatureHash, communicatePensionSignature } from './signatures';

export const handlers: { [Id in OperationId]: Handler<Id> } = {
  op1: login,
  op2: communicateLifeSignatureHash,
  op3: createClaimNotice,
  op4: requestContribution,
  op5: changeTitlePaymentData,
  op6: communicatePensionSignature,
  op7: setProposalSignatureDate,
  op8: getCustomer,
  op9: listInternalPortability,
  op10: listLifeAssistances,
  op11: getPolicyModule,
  op12: listFinancialMovements,
  op13: getCollectionChannels,
  op14: getDetailedBalance,
  op15: listIncomeProcesses,
  op16: getAccumulatedProfitability,
  op17: listAdhesionBenefits,
  op18: getSelfSponsoredBilling,
  op19: listIncomeBeneficiaries,
  op20: listCompanyActivities,
  op21: getFinancialResponsible,
};

/**
 * Reads whose answer depends only on the validated parameters and query, the
 * dialect, the generated world and the state store's writes: never on the
 * clock, the caller or anything else. Their serialized answers are reused
 * until the state or the dialect changes (src-sandbox/response-cache.ts). A
 * handler that starts reading `now`, `today`, `principal` or `access` must
 * leave this list.
 */
export const cacheableReads: ReadonlySet<OperationId> = new Set<OperationId>([
  'op8',
  'op9',
  'op10',
  'op11',
  'op12',
  'op13',
  'op14',
  'op15',
  'op16',
  'op17',
  'op18',
  'op19',
  'op20',
  'op21',
]);
