/** The most one payment may carry: 500 000 ₽ in kopecks. A typo with three extra zeros is refused, not charged. */
export const PAYMENT_MAX_KOPECKS = 50_000_000;
