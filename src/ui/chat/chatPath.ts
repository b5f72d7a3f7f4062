/** The order's conversation (spec §2, `requests/{orderId}/chat`). */
export const chatPath = (orderId: number) => `/requests/${orderId}/chat`;
