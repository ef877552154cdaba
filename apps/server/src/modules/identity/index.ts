/**
 * The identity module's public face (issue 12, server import zones): other modules, http/ and
 * plugins/ import identity only from here, never from identity's files.
 */
export { setInternalVerification } from './admin';
export { CAPTCHA_HEADER } from './captcha';
export { clientIp, principal, principalOf, requirePrincipal, type Principal } from './auth';
export { hmac, randomToken, safeEqual } from './crypto';
export { unauthorized } from './errors';
export {
  lockPlayer,
  playerCountry,
  playerCurrency,
  playerOfficeFacts,
  playerVerified,
  sharedAccessSignals,
  type PlayerOfficeFacts,
} from './player-facts';
export { hit as countInWindow } from './rate-limit';
export { revokeAllSessions, revokeSession, sessionAlive } from './sessions';
export { outboxSender, type Message, type MessageSender } from './messages';
