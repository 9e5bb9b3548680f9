/**
 * Main process and the kept lists' thread. Signals between the kept lists' parts; neither reaches the renderer as
 * such (movements-service.ts and read-kept-body.ts turn them into the errors that do).
 */

/** The list asked about is no longer kept in the thread (freed, dropped, replaced) by the time the question came. */
export class KeptListGone extends Error {
  constructor() {
    super('kept list gone');
  }
}

/** Why a body read in slices could not be read (read-list-in-slices.ts); `invalid`: it is not JSON at all. */
export class SlicedListRefused extends Error {
  constructor(
    readonly reason: string,
    readonly invalid: boolean,
  ) {
    super(reason);
  }
}

/** A view's making abandoned in the kept lists' thread: a newer view of the same list came while it was made (D430). */
export class ViewSuperseded extends Error {
  constructor() {
    super('view superseded');
  }
}
