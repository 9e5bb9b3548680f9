/** Main process. The key typed or pasted by the employee was rejected; `message` is pt-BR for the form. */
export class InvalidSubscriptionKeyError extends Error {
  override readonly name = 'InvalidSubscriptionKeyError';
}
