// The check of an endpoint's URL when it is saved (decision 072): its form (https; http
// only to this computer outside production), and in production the addresses its name
// resolves to — private, loopback and link-local ones (169.254.169.254, 10.0.0.1) are
// refused here and again at every delivery.
import { WEBHOOK_MESSAGES, webhookUrlProblem } from '../../../core/webhook-schemas';
import { badRequest } from '../../http/errors';
import { RefusedAddressError } from '../../platform/outgoing/guarded-fetch';
import { resolveAllowedAddress } from '../../platform/outgoing/pinned-post';

export async function checkEndpointUrl(raw: string, isProduction: boolean): Promise<string> {
  const problem = webhookUrlProblem(raw, isProduction);
  if (problem) throw badRequest(problem, { url: problem });
  const url = new URL(raw);
  if (isProduction) {
    try {
      await resolveAllowedAddress(url, { allowPrivate: false });
    } catch (error) {
      const message =
        error instanceof RefusedAddressError
          ? WEBHOOK_MESSAGES.urlPrivate
          : WEBHOOK_MESSAGES.urlUnresolved;
      throw badRequest(message, { url: message });
    }
  }
  return url.href;
}
