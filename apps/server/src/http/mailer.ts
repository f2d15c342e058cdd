import nodemailer from "nodemailer";
import type { Config } from "../config.ts";

/** One mail GifKit sends (the contact form's to the team, a key's confirmation link). */
export interface OutgoingMail {
  from: { name: string; address: string };
  to: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** The one SMTP path (SMTP_URL); undefined when none is configured. */
export function createMailer(config: Config): Mailer | undefined {
  if (!config.smtp) return undefined;
  const transport = nodemailer.createTransport({
    url: config.smtp.url,
    // A slow relay must not hold the visitor's request for long.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
  };
}
