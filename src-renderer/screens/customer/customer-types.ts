/**
 * Renderer. The customer as Op8 returns it, after the tolerant reader (types
 * only: no runtime import of the contract). Every field may be null; lists
 * are never null (a missing list is empty).
 */
import type { ApiResult } from '../../../src-shared/contract/types';

/** The record itself; Op8 may leave it out (D42), see `customerOf`. */
export type Cliente = NonNullable<ApiResult<'op8'>['cliente']>;
