/**
 * E-mail to the agency for every new inquiry: composed when the inquiry is stored, kept in the
 * outbox, sent by the worker after the visitor's answer.
 */
export { DEFAULT_BACKOFF, retryDelay, type BackoffPolicy } from './backoff';
export { composeInquiryMail, type ComposeOptions, type Inquiry } from './compose';
export { describeNotifyConfig, readNotifyConfig, type NotifyConfig } from './config';
export { bodyText, headerAddress, headerText } from './header';
export type { ClaimedItem, Outbox, OutboxItem, OutboxMail } from './outbox';
export { createSmtpSender, type MailSender, type MailToSend } from './sender';
export { OutboxWorker, messageIdFor, type OutboxWorkerOptions, type WorkerLog } from './worker';
