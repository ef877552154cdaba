import nodemailer from 'nodemailer';
import { DomainError } from '../../http/errors';
import type { Message, MessageSender } from '../identity';

/**
 * Delivery failed: the caller's flow answers 503 delivery_failed (try again) instead of
 * pretending the code went out.
 */
export class DeliveryError extends DomainError {
  constructor(
    readonly channel: Message['channel'],
    detail: string,
  ) {
    super(503, 'delivery_failed', 'main_error', `${channel} delivery failed: ${detail}`);
    this.name = 'DeliveryError';
  }
}

/** E-mail through an SMTP server (nodemailer): STARTTLS when the server offers it, smtps:// for TLS. */
export function smtpSender(url: string, from: string): MessageSender & { close(): void } {
  const transport = nodemailer.createTransport(url);
  return {
    send: async (m) => {
      try {
        await transport.sendMail({ from, to: m.recipient, subject: m.subject, text: m.body });
      } catch (err) {
        throw new DeliveryError('email', err instanceof Error ? err.message : String(err));
      }
    },
    close: () => transport.close(),
  };
}

export interface SmsGatewayDeps {
  url: string;
  token?: string;
  fetchImpl?: typeof fetch;
  /** How long a gateway may take before the send counts as failed. */
  timeoutMs?: number;
}

/**
 * SMS through an HTTP gateway: POST {to, text} as JSON with a bearer token; any 2xx is accepted.
 * Gateways differ in their bodies; this is the adapter a real one replaces or wraps.
 */
export function smsGatewaySender(deps: SmsGatewayDeps): MessageSender {
  const fetchImpl = deps.fetchImpl ?? fetch;
  return {
    send: async (m) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (deps.token) headers['authorization'] = `Bearer ${deps.token}`;
      let res: Response;
      try {
        res = await fetchImpl(deps.url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ to: m.recipient, text: m.body }),
          signal: AbortSignal.timeout(deps.timeoutMs ?? 10_000),
        });
      } catch (err) {
        throw new DeliveryError('sms', err instanceof Error ? err.message : String(err));
      }
      if (!res.ok) throw new DeliveryError('sms', `gateway answered ${res.status}`);
    },
  };
}

/** Each channel to its own sender. */
export function channelSender(byChannel: Record<Message['channel'], MessageSender>): MessageSender {
  return { send: (m) => byChannel[m.channel].send(m) };
}
