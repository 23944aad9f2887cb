// Outgoing mail. With SMTP_URL, through that server; without, each message is written to
// DATA_DIR/outbox as an .eml file, so a fresh install never loses a message and needs no mail
// server.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

import nodemailer, { type Transporter } from "nodemailer";

import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { recordMailSend } from "@/lib/metrics/metrics";

/** A file sent with a message, such as a booking's .ics. */
export type MailAttachment = {
  filename: string;
  /** text (a calendar file), or bytes (a PDF) */
  content: string | Buffer;
  contentType: string;
};

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
  /** `<unique@domain>`; generated when unset. The same on every try of one message. */
  messageId?: string;
};

let transport: Transporter | undefined;

/** Bounded waits (ms): a mail server that hangs fails the send in seconds, not minutes. */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
};

function smtpTransport(): Transporter | undefined {
  const url = env().SMTP_URL;
  if (!url) return undefined;
  if (transport) return transport;
  // nodemailer reads a URL's options from its query (an object with `url` drops the rest); the
  // operator's own values in SMTP_URL win.
  const withTimeouts = new URL(url);
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS))
    if (!withTimeouts.searchParams.has(name)) withTimeouts.searchParams.set(name, String(ms));
  return (transport = nodemailer.createTransport(withTimeouts.toString()));
}

export function outboxDir(): string {
  return path.join(env().DATA_DIR, "outbox");
}

/** Sends a message; returns its Message-ID. Throws when the SMTP server refuses it. */
export async function sendMail(mail: Mail): Promise<string> {
  try {
    const id = await deliver(mail);
    recordMailSend(true);
    return id;
  } catch (error) {
    recordMailSend(false);
    throw error;
  }
}

async function deliver(mail: Mail): Promise<string> {
  const message = { from: env().MAIL_FROM, ...mail };
  const smtp = smtpTransport();
  if (smtp) {
    const info = await smtp.sendMail(message);
    log.info("Mail sent", { to: mail.to, subject: mail.subject, messageId: info.messageId });
    return info.messageId;
  }
  const info = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: "unix" })
    .sendMail(message);
  const dir = outboxDir();
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(
    dir,
    `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomBytes(4).toString("hex")}.eml`,
  );
  await fs.writeFile(file, info.message as Buffer);
  log.info("Mail written to the outbox (no SMTP_URL)", {
    to: mail.to,
    subject: mail.subject,
    file,
  });
  return info.messageId;
}

/** For tests: forget the cached SMTP transport after SMTP_URL changes. */
export function resetMailTransport() {
  transport?.close();
  transport = undefined;
}
