/**
 * Shared. The one bound on the values of the movements table's type and fund filters (D197): the filter's schema
 * (ipc/inputs.ts) accepts what the facets offer (movement-view.ts), because both read these numbers. The service
 * does not bound those texts (Op12's contract has plain strings); these keep an IPC message small whatever it sends.
 *
 * Sized so the largest filter the screen can send passes the IPC payload bounds (DEFAULT_PAYLOAD_LIMITS, 256 Ki
 * characters of JSON): two lists of FACET_MAX_VALUES values plus "não informado", each value at most
 * FILTER_VALUE_MAX_CHARS characters that JSON may write six times longer (\u0000): about 242,000 characters
 * (tests/main/movement-filter-facets.test.ts sends it).
 */

/** The longest movement type or fund code a filter takes, and so the longest a facet offers. */
export const FILTER_VALUE_MAX_CHARS = 100;

/** Values a facet offers at most (the first in pt-BR order); a filter takes these and "não informado". */
export const FACET_MAX_VALUES = 200;

/** A value within the bound (blank values are "não informado", never offered: movement-view.ts). */
export function isFilterValue(value: string): boolean {
  return value.length <= FILTER_VALUE_MAX_CHARS;
}
