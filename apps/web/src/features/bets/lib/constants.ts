/** The open coupons' cash-out offers are read again this often (they move with the prices). */
export const CASHOUT_REFRESH_MS = 10_000;
/** Coupons per page of the bet history (the API allows up to 100). */
export const HISTORY_PAGE_SIZE = 10;
