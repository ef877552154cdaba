/** Spec §9: account update polling repeats up to 5 times, default delay 2500 ms. */
export const ACCOUNT_UPDATE_POLL_TRIES = 5;
export const ACCOUNT_UPDATE_POLL_DELAY_MS = 2500;
/** Spec §9: adding a currency polls every 1000 ms until the account appears. */
export const ADD_CURRENCY_POLL_MS = 1000;
/** Ours: "until it appears" must still end; after a minute the player is told it failed. */
export const ADD_CURRENCY_POLL_MAX_TRIES = 60;

/** Ours: an onpay page asks for the payment's verdict once a second for about 10 s. */
export const ONPAY_POLL_MS = 1000;
export const ONPAY_POLL_TRIES = 10;

/** Ours: the live balance socket reconnects after 1 s, doubling to at most 30 s. */
export const SOCKET_RETRY_BASE_MS = 1000;
export const SOCKET_RETRY_MAX_MS = 30_000;
/** The server closes the socket with 4401 when nobody is logged in: reconnecting cannot help. */
export const SOCKET_CLOSE_UNAUTHORIZED = 4401;

/** office/historypay rows per page (the server allows up to 100). */
export const HISTORY_PAGE_SIZE = 20;

/** Support request message length (the server's rule). */
export const REQUEST_MESSAGE_MIN = 10;
export const REQUEST_MESSAGE_MAX = 2000;
