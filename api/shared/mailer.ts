// E-mail: real SMTP when SMTP_URL is set; otherwise a dev mailbox kept in memory, listed at
// /dev/mailbox (never in production) with each message's link printed to the log.
import nodemailer from 'nodemailer';
import { logger } from './logger.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface StoredMail extends OutgoingMail {
  id: number;
  sentAt: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Messages kept by the dev mailbox (empty with real SMTP). */
  outbox(): StoredMail[];
}

export function createMailer(smtpUrl: string | undefined, from: string): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
      },
      outbox: () => [],
    };
  }
  const box: StoredMail[] = [];
  let nextId = 1;
  return {
    async send(mail) {
      const stored = { ...mail, id: nextId++, sentAt: new Date().toISOString() };
      box.unshift(stored);
      box.splice(50);
      logger.info('mail.dev_mailbox', { to: mail.to, subject: mail.subject, view: `/dev/mailbox/${stored.id}` });
    },
    outbox: () => box,
  };
}
