/** Main process. The key typed or pasted by the employee was rejected: why, in pt-BR (`message`, also the form's) and English. */
export class InvalidSubscriptionKeyError extends Error {
  override readonly name = 'InvalidSubscriptionKeyError';

  constructor(
    message: string,
    readonly messageEn: string,
  ) {
    super(message);
  }
}
