/**
 * Main process. The stock English a gateway or a web framework puts in an error body (Azure API Management, IIS,
 * ASP.NET, Spring): "Rate limit is exceeded. Try again in 1 seconds.", "Forbidden", "Internal server error",
 * "Access denied due to invalid subscription key…". It says no more than the status our own message is chosen by,
 * in a language the employee may not read: never the main message, and not shown beneath it either (D217). It stays
 * in the error's `messages`, for the logs, support and who-was-refused (a 401 naming the subscription key).
 */

/** The HTTP reason phrases, alone ("Not Found", "Too Many Requests."). */
const REASON_PHRASE =
  /^(bad request|unauthori[sz]ed|payment required|forbidden|not found|method not allowed|not acceptable|request time-?out|conflict|gone|length required|precondition failed|(request entity|payload) too large|unsupported media type|unprocessable (entity|content)|too many requests|internal server error|not implemented|bad gateway|service (temporarily )?unavailable|gateway time-?out)[.!]?$/i;

const GATEWAY_TEXTS: readonly RegExp[] = [
  /^rate limit is exceeded\b/i,
  /^out of call volume quota\b/i,
  /^access denied due to (invalid|missing) (subscription key|authorization token|api key)/i,
  /^(access denied|unauthorized)\. ?(make sure|invalid|missing)/i,
  /^(the )?backend service (did not respond|is unavailable|timed out)/i,
  /^(the )?resource not found\.?$/i,
  /^one or more validation errors occurred\.?$/i,
  /^an error (has )?occurred\b.{0,40}$/i,
  /^the request is invalid\.?$/i,
  /^https?:\/\//i,
];

export function isGatewayBoilerplate(message: string): boolean {
  const text = message.trim();
  return REASON_PHRASE.test(text) || GATEWAY_TEXTS.some((pattern) => pattern.test(text));
}

/** The service's own reasons among an error's messages: what is shown beneath our message. */
export function serviceReasons(messages: readonly string[]): string[] {
  return messages.filter((message) => !isGatewayBoilerplate(message));
}
