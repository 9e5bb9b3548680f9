/** The customer as Op8 returns it, after the contract's readers (types only: no runtime import of the contract). */
import type { ApiResult } from '../../../src-shared/contract/types';

export type Cliente = ApiResult<'op8'>['cliente'];
