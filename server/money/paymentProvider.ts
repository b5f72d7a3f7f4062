/**
 * A PayPal-style payment provider: the server creates an order at the provider, the buyer
 * approves (or cancels) on the provider's own page, comes back to `returnUrl` (or `cancelUrl`)
 * with `provider_order_id` added to it, and the server captures. `createApp` takes one as its
 * `paymentProvider` option; without it the sandbox of `sandboxProvider.ts` is used.
 */
export interface PaymentProvider {
  createOrder(amountCents: number, returnUrl: string, cancelUrl: string): Promise<{ providerOrderId: string; approveUrl: string }>;
  /**
   * Takes the money of an approved order. `pending`: the buyer has not decided yet (nothing
   * happens, the capture can be asked again). Capturing a captured order answers the same.
   */
  capture(providerOrderId: string): Promise<CaptureOutcome>;
}

export type CaptureOutcome = 'completed' | 'cancelled' | 'failed' | 'pending';

/** `url` with `provider_order_id` added to its query (the query of the hash route when it has one). */
export function withProviderOrderId(url: string, providerOrderId: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}provider_order_id=${encodeURIComponent(providerOrderId)}`;
}
