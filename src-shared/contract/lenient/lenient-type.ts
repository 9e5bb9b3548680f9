/**
 * The type of an answer as the tolerant reader hands it back: the contract's
 * type with every field possibly null (lists excepted: a missing list is an
 * empty list). Screens compiled against it must say what they show when a
 * value is missing, which is the point: the compiler finds every place that
 * assumed a value. Shared by every process.
 */

type Leaf = string | number | boolean | bigint | symbol;

export type Lenient<T> = T extends Leaf
  ? T
  : T extends readonly (infer E)[]
    ? Lenient<E>[]
    : T extends object
      ? { -readonly [K in keyof T]-?: LenientField<T[K]> }
      : T;

/** A field: a list is never null (null and absent read as []); anything else may be null. */
type LenientField<F> = [NonNullable<F>] extends [readonly unknown[]]
  ? Lenient<NonNullable<F>>
  : Lenient<NonNullable<F>> | null;
