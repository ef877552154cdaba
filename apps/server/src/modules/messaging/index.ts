import type { Db } from '../../db/client';
import { outboxSender, type MessageSender } from '../identity';
import { channelSender, smsGatewaySender, smtpSender } from './senders';

export { DeliveryError, channelSender, smsGatewaySender, smtpSender } from './senders';

export interface MessagingEnv {
  SMTP_URL?: string | undefined;
  SMTP_FROM: string;
  SMS_GATEWAY_URL?: string | undefined;
  SMS_GATEWAY_TOKEN?: string | undefined;
}

/**
 * Issue 17: where codes and notices go. A configured SMTP server or SMS gateway delivers its
 * channel; an unconfigured channel keeps its messages in the outbox (the mailbox page shows it
 * outside production; in production the boot log warns that such messages reach nobody).
 */
export function messageSender(
  env: MessagingEnv,
  db: Db,
): { sender: MessageSender; undelivered: string[]; close(): void } {
  const outbox = outboxSender(db);
  const smtp = env.SMTP_URL ? smtpSender(env.SMTP_URL, env.SMTP_FROM) : null;
  const sms = env.SMS_GATEWAY_URL ? smsGatewaySender({ url: env.SMS_GATEWAY_URL, token: env.SMS_GATEWAY_TOKEN }) : null;
  return {
    sender: channelSender({ email: smtp ?? outbox, sms: sms ?? outbox }),
    undelivered: [...(smtp ? [] : ['email']), ...(sms ? [] : ['sms'])],
    close: () => smtp?.close(),
  };
}
