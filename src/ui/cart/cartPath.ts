/** The cart page: every vendor's cart, each with its way to checkout. */
export const cartPath = '/cart';
