/** Routes of checkout, requests and the LYLA Wallet (spec §2). */
export const moneyPaths = {
  checkout: (categoryId: number, vendorId: number) => `/checkout/categories/${categoryId}/vendors/${vendorId}`,
  requests: '/requests',
  request: (orderId: number) => `/requests/${orderId}`,
  wallet: '/settings/account/wallet',
  walletAdd: '/settings/account/wallet/add',
  walletGift: '/settings/account/wallet/gift',
  walletFeedback: (source: 'add' | 'gift') => `/settings/account/wallet/${source}/feedback`,
};
